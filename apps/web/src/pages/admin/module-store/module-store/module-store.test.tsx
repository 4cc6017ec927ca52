import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadEnglishPacks } from '../../../../test/lang';
import { renderWithQuery } from '../../../../test/query';
import { ApiCodeError } from '../../../../api/http';
import * as moduleApi from '../../../../api/module';
import { useAdminInfo } from '../../../../stores/admin-info';
import { TERMINAL_FLAGS, useTerminal } from '../../../../stores/terminal';

/** The browser's EventSource, driven by the test as the terminal's stream would answer. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  send(data: string) {
    const uuid = new URL(this.url, 'http://x').searchParams.get('uuid')!;
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ data, uuid, extend: '', key: '' }) }));
  }
  close() {}
}
import ModuleStorePage from './index';

vi.mock('../../../../app/bootstrap/admin', () => ({ reloadAdminMenus: () => Promise.resolve() }));
vi.mock('../../../../app/module-web', () => ({ refreshModuleWeb: () => Promise.resolve([]) }));

const notes = { uid: 'notes', title: 'Notes', intro: 'A module', author: 'tests', version: '1.0.0', requires: { app: '*' }, state: 0, installedVersion: '' };
const report: moduleApi.PackageReport = {
  uid: 'notes', title: 'Notes', intro: '', author: 'tests', website: '', version: '1.0.0', source: 'catalogue',
  migrations: [
    { file: 'notes/0001_notes.sql', sql: 'CREATE TABLE "notes_note" ("id" serial PRIMARY KEY);', applied: false },
  ],
  server: ['server/index.mjs'],
  dependencies: { 'left-pad': '^1.3.0' },
  menus: [{ name: 'notes/note', title: '笔记', type: 'menu' }],
  web: { editor: false, pages: [] },
  publicFiles: ['notes/readme.txt'],
};

/** Clicks Install in the row, then confirms the package review. */
async function installConfirmed(row: HTMLElement) {
  fireEvent.click(within(row).getByRole('button', { name: 'Install' }));
  const review = await screen.findByRole('dialog', { name: 'Install Notes 1.0.0' });
  fireEvent.click(within(review).getByRole('button', { name: 'Install' }));
}

function open() {
  vi.spyOn(moduleApi, 'inspectModule').mockResolvedValue({ package: report });
  vi.spyOn(moduleApi, 'getInstalledModules').mockResolvedValue({ sysVersion: '0.1.0', installed: [] });
  vi.spyOn(moduleApi, 'getCatalogue').mockResolvedValue({ sysVersion: '0.1.0', configured: true, list: [notes] });
  const router = createMemoryRouter([{ path: '/admin/moduleStore', element: <ModuleStorePage /> }], { initialEntries: ['/admin/moduleStore'] });
  renderWithQuery(<RouterProvider router={router} />);
}

describe('module store page', () => {
  beforeEach(async () => {
    await loadEnglishPacks(['module-store-module-store']);
    useAdminInfo.setState({ super: true });
    useTerminal.setState({ taskList: [], packageManager: 'npm' });
  });

  it('shows the conflicts of an install and posts the chosen solutions back', async () => {
    const conflict = new ApiCodeError({
      code: -1,
      msg: 'Module file conflicts',
      time: 0,
      data: {
        uid: 'notes',
        state: 3,
        fileConflict: [{ newFile: 'notes/public/notes/readme.txt', oldFile: 'notes/readme.txt', solution: 'cover' }],
        dependConflict: [{ env: 'npm', newDepend: 'left-pad 1.1.0', oldDepend: 'left-pad ^1.3.0', depend: 'left-pad', solution: 'cover' }],
      },
    });
    const install = vi.spyOn(moduleApi, 'installModule').mockRejectedValueOnce(conflict).mockResolvedValueOnce({ data: { ...notes, state: 1 } as never, restartRequired: false });
    open();
    const row = (await screen.findByText('Notes')).closest('tr')!;
    expect(within(row).getByText('Not installed')).toBeTruthy();
    await installConfirmed(row);

    const dialog = await screen.findByRole('dialog', { name: 'Module conflicts' });
    expect(within(dialog).getByText('notes/readme.txt')).toBeTruthy();
    expect(within(dialog).getByText('left-pad 1.1.0')).toBeTruthy();
    fireEvent.click(within(within(dialog).getByText('notes/readme.txt').closest('tr')!).getByLabelText('Keep existing'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(install).toHaveBeenCalledTimes(2));
    expect(install).toHaveBeenLastCalledWith('notes', { fileConflict: { 'notes/readme.txt': 'discard' }, dependConflict: { npm: { 'left-pad': 'cover' } } });
  });

  it('queues the dependency install in the terminal when the install answers -2; its success completes the install', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const complete = vi.spyOn(moduleApi, 'dependentInstallComplete').mockResolvedValue({ data: { ...notes, state: 1 } as never });
    vi.spyOn(moduleApi, 'installModule').mockRejectedValueOnce(
      new ApiCodeError({ code: -2, msg: 'dependent wait install', time: 0, data: { uid: 'notes', state: 4, wait_install: ['npm_dependent_wait_install'] } }),
    );
    open();
    const row = (await screen.findByText('Notes')).closest('tr')!;
    await installConfirmed(row);
    await waitFor(() => expect(useTerminal.getState().taskList.map((t) => [t.command, t.extend, t.callback])).toEqual([['module-install.npm', 'module-install:notes', 'module-store.dependencies']]));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0];
    expect(stream.url).toContain('command=module-install.npm');
    for (const line of [TERMINAL_FLAGS.linkSuccess, 'added 1 package', 'exitCode: 0', TERMINAL_FLAGS.execSuccess, TERMINAL_FLAGS.execCompleted]) stream.send(line);
    await waitFor(() => expect(complete).toHaveBeenCalledWith('notes'));
  });

  it("shows what the package will do (its SQL, server code, npm dependencies) and installs only once confirmed", async () => {
    const install = vi.spyOn(moduleApi, 'installModule').mockResolvedValue({ data: { ...notes, state: 1 } as never, restartRequired: true });
    open();
    const row = (await screen.findByText('Notes')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Install' }));
    const review = await screen.findByRole('dialog', { name: 'Install Notes 1.0.0' });
    expect(moduleApi.inspectModule).toHaveBeenCalledWith('notes', false);
    expect(within(review).getByLabelText('notes/0001_notes.sql').textContent).toBe('CREATE TABLE "notes_note" ("id" serial PRIMARY KEY);');
    expect(within(review).getByTestId('review-server').textContent).toContain('server/index.mjs');
    expect(within(review).getByText('left-pad ^1.3.0')).toBeTruthy();
    // cancelled: nothing installed
    fireEvent.click(within(review).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Install Notes 1.0.0' })).toBeNull());
    expect(install).not.toHaveBeenCalled();
    await installConfirmed(row);
    await waitFor(() => expect(install).toHaveBeenCalledWith('notes', undefined));
    // the install invalidates both lists: they are read again
    await waitFor(() => expect(moduleApi.getInstalledModules).toHaveBeenCalledTimes(2));
    expect(moduleApi.getCatalogue).toHaveBeenCalledTimes(2);
  });

  it('offers no action to an admin who is not a super administrator, and says why', async () => {
    useAdminInfo.setState({ super: false });
    open();
    const row = (await screen.findByText('Notes')).closest('tr')!;
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Upload a module package' })).toBeNull();
    expect(screen.getByText(/Only a super administrator installs/)).toBeTruthy();
  });
});
