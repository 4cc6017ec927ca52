import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { envelope, fakeServer } from '../../api/test-server';
import { setFeedback } from '../../api/feedback';
import { TaskStatus, useTerminal, type TerminalTask } from '../../stores/terminal';
import { loadEnglishPacks } from '../../test/lang';
import TerminalDialogs from './TerminalDialogs';

const task = (uuid: string, status: TaskStatus, extra: Partial<TerminalTask> = {}): TerminalTask => ({
  uuid, status, createTime: '2026-01-01 10:00:00', command: `cmd.${uuid}`, message: ['line one'], showMessage: false, blockOnFailure: true, extend: '', callback: '', ...extra,
});
const item = (uuid: string) => screen.getAllByTestId('terminal-task').find((el) => el.dataset.command === `cmd.${uuid}`)!;

beforeAll(() => loadEnglishPacks(['terminal']));
class IdleEventSource {
  onmessage = null;
  onerror = null;
  close() {}
}

beforeEach(() => {
  vi.stubGlobal('EventSource', IdleEventSource);
  setFeedback({ success: vi.fn(), codeError: vi.fn(), httpError: vi.fn() });
  useTerminal.setState({ show: true, showConfig: false, showPackageManagerDialog: false, packageManager: 'npm', automaticCleanupTask: 1, taskList: [] });
});

describe('TerminalDialogs', () => {
  it('says when there is no task', () => {
    render(<TerminalDialogs />);
    expect(screen.getByText('No task yet')).toBeTruthy();
  });

  it('shows each status; retry only on failed or unknown tasks; no delete on running ones; running output shown', () => {
    useTerminal.setState({
      taskList: [
        task('w', TaskStatus.Waiting), task('c', TaskStatus.Connecting), task('e', TaskStatus.Executing),
        task('s', TaskStatus.Success), task('f', TaskStatus.Failed, { showMessage: true }), task('u', TaskStatus.Unknown, { blockOnFailure: false }),
      ],
    });
    render(<TerminalDialogs />);
    const texts: Record<string, string> = { w: 'Waiting for execution', c: 'Connecting', e: 'Executing', s: 'Successful execution', f: 'Execution failed', u: 'Unknown execution result' };
    for (const [id, text] of Object.entries(texts)) expect(within(item(id)).getByText(text)).toBeTruthy();
    for (const id of ['f', 'u']) expect(within(item(id)).queryByRole('button', { name: 'Retry' })).toBeTruthy();
    for (const id of ['w', 'c', 'e', 's']) expect(within(item(id)).queryByRole('button', { name: 'Retry' })).toBeNull();
    for (const id of ['c', 'e']) {
      expect(within(item(id)).queryByRole('button', { name: 'Delete' })).toBeNull();
      expect(within(item(id)).getByText('Do not refresh the browser')).toBeTruthy();
      expect(within(item(id)).getByTestId('terminal-output').textContent).toBe('line one');
    }
    expect(within(item('f')).getByText('Failure to execute this command will block the execution of the queue')).toBeTruthy();
    expect(within(item('u')).queryByText('Failure to execute this command will block the execution of the queue')).toBeNull();
    expect(within(item('f')).getByTestId('terminal-output')).toBeTruthy();
    expect(within(item('s')).queryByTestId('terminal-output')).toBeNull();

    fireEvent.click(within(item('s')).getByRole('button', { name: /Command run log/ }));
    expect(within(item('s')).getByTestId('terminal-output').textContent).toBe('line one');
    fireEvent.click(within(item('s')).getByRole('button', { name: 'Delete' }));
    expect(useTerminal.getState().taskList.map((t) => t.uuid)).toEqual(['w', 'c', 'e', 'f', 'u']);
  });

  it('the configuration dialog saves the package manager on the server and switches the cleanup setting', async () => {
    const calls = fakeServer(() => envelope(1, {}));
    render(<TerminalDialogs />);
    fireEvent.click(screen.getByRole('button', { name: /Terminal settings/ }));
    expect(useTerminal.getState()).toMatchObject({ show: false, showConfig: true });
    // (antd names every dialog "test-id" under test: found by their test ids)
    const dialog = await screen.findByTestId('terminal-config-dialog');
    fireEvent.click(within(dialog).getByLabelText('Disable'));
    expect(useTerminal.getState().automaticCleanupTask).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to terminal' }));
    expect(useTerminal.getState()).toMatchObject({ show: true, showConfig: false });

    fireEvent.click(await screen.findByRole('button', { name: /Change package manager/ }));
    const pmDialog = await screen.findByTestId('terminal-package-manager-dialog');
    fireEvent.click(within(pmDialog).getByLabelText('YARN'));
    await waitFor(() => expect(useTerminal.getState().packageManager).toBe('yarn'));
    expect(calls.map((c) => [c.url, JSON.parse(String(c.data))])).toEqual([['/admin/ajax/changeTerminalConfig', { manager: 'yarn' }]]);
  });
});
