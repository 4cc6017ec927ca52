import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback, type Feedback } from '../api/feedback';
import { envelope, fakeServer } from '../api/test-server';
import { loadEnglishPacks } from '../test/lang';
import { useAdminInfo } from './admin-info';
import { STORAGE_KEYS } from './storage-keys';
import { MAX_TASK_LINES, registerTaskCallback, TaskStatus, TERMINAL_FLAGS, useTerminal, type TerminalTask } from './terminal';

/** The browser's EventSource, driven by the test: what the server would send, in order. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  get uuid() {
    return new URL(this.url, 'http://x').searchParams.get('uuid')!;
  }
  send(data: string, uuid = this.uuid) {
    if (this.closed) return;
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ data, uuid, extend: '', key: '' }) }));
  }
  run(...lines: string[]) {
    this.send(TERMINAL_FLAGS.linkSuccess);
    for (const line of lines) this.send(line);
  }
  succeed() {
    this.send('exitCode: 0');
    this.send(TERMINAL_FLAGS.execSuccess);
    this.send(TERMINAL_FLAGS.execCompleted);
  }
  fail() {
    this.send('exitCode: 1');
    this.send(TERMINAL_FLAGS.execError);
    this.send(TERMINAL_FLAGS.execCompleted);
  }
  close() {
    this.closed = true;
  }
}

const errors: string[] = [];
const testFeedback: Feedback = { success: () => {}, codeError: (text) => errors.push(text), httpError: (text) => errors.push(text) };
const store = () => useTerminal.getState();
const statuses = () => store().taskList.map((t) => t.status);
const last = () => FakeEventSource.opened[FakeEventSource.opened.length - 1];
const task = (uuid: string, status: TaskStatus, extra: Partial<TerminalTask> = {}): TerminalTask => ({
  uuid, status, createTime: '', command: 'version.node', message: [], showMessage: false, blockOnFailure: true, extend: '', callback: '', ...extra,
});

beforeAll(async () => {
  await loadEnglishPacks(['terminal']);
});
beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
  errors.length = 0;
  setFeedback(testFeedback);
  useTerminal.setState({ show: true, showDot: false, taskList: [], automaticCleanupTask: 0, packageManager: 'pnpm', showConfig: false, showPackageManagerDialog: false });
  useAdminInfo.setState({ token: 'tok-1' });
});
afterEach(() => vi.unstubAllGlobals());

describe('terminal store', () => {
  it('has the spec defaults and persists only showDot, taskList and automaticCleanupTask under storeTerminal', () => {
    expect(useTerminal.getInitialState()).toMatchObject({ packageManager: 'pnpm', automaticCleanupTask: 1, port: 8000, show: false, showDot: false, taskList: [] });
    store().toggle(false);
    store().setShowDot(true);
    store().changePort(9000);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.terminal)!).state).toEqual({ showDot: true, taskList: [], automaticCleanupTask: 0 });
  });

  it('runs a task through Connecting, Executing and Success on the stream flags, with the token and ids in the URL', () => {
    const id = store().addTask('version.node');
    expect(statuses()).toEqual([TaskStatus.Connecting]);
    const url = new URL(last().url, 'http://x');
    expect(url.pathname).toBe('/admin/ajax/terminal');
    expect(Object.fromEntries(url.searchParams)).toEqual({ command: 'version.node', uuid: id, extend: '', batoken: 'tok-1', server: '1' });
    last().run('> node -v', 'v20.0.0');
    expect(statuses()).toEqual([TaskStatus.Executing]);
    last().succeed();
    expect(statuses()).toEqual([TaskStatus.Success]);
    expect(store().taskList[0].message).toEqual(['> node -v', 'v20.0.0', 'exitCode: 0']);
    expect(last().closed).toBe(true);
  });

  it('runs one task at a time: the next waiting task starts when the running one completes', () => {
    store().addTask('version.node');
    store().addTask('version.npm');
    expect(statuses()).toEqual([TaskStatus.Connecting, TaskStatus.Waiting]);
    expect(FakeEventSource.opened).toHaveLength(1);
    last().run();
    last().succeed();
    expect(statuses()).toEqual([TaskStatus.Success, TaskStatus.Connecting]);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(new URL(last().url, 'http://x').searchParams.get('command')).toBe('version.npm');
  });

  it('marks completed-without-success and stream errors as Failed; a blocking failure stops the queue and shows its output', () => {
    store().addTask('web-build.npm');
    store().addTask('version.npm');
    last().run('boom');
    last().send(TERMINAL_FLAGS.execCompleted);
    expect(statuses()).toEqual([TaskStatus.Failed, TaskStatus.Waiting]);
    expect(store().taskList[0].showMessage).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);

    store().delTask(store().taskList[0].uuid);
    expect(statuses()).toEqual([TaskStatus.Connecting]);
    last().onerror?.();
    expect(statuses()).toEqual([TaskStatus.Failed]);
  });

  it('a failure without blockOnFailure lets the next task run', () => {
    store().addTask('set-npm-registry.npm', false);
    store().addTask('version.npm');
    last().run();
    last().fail();
    expect(statuses()).toEqual([TaskStatus.Failed, TaskStatus.Connecting]);
    expect(store().taskList[0].showMessage).toBe(false);
  });

  it('retry clears the output and queues the task again', () => {
    store().addTask('version.node');
    last().run('first try');
    last().fail();
    const id = store().taskList[0].uuid;
    store().retryTask(id);
    expect(store().taskList[0]).toMatchObject({ status: TaskStatus.Connecting, message: [] });
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('does not delete a connecting or executing task', () => {
    const id = store().addTask('version.node');
    store().delTask(id);
    expect(statuses()).toEqual([TaskStatus.Connecting]);
    last().run();
    store().delTask(id);
    expect(statuses()).toEqual([TaskStatus.Executing]);
    last().succeed();
    store().delTask(id);
    expect(store().taskList).toEqual([]);
  });

  it('with cleanup 1, adding a task removes the successful ones; with 0 it keeps them', () => {
    store().addTask('version.node');
    last().run();
    last().succeed();
    store().addTask('version.npm');
    expect(store().taskList.map((t) => t.command)).toEqual(['version.node', 'version.npm']);
    last().run();
    last().succeed();
    store().changeAutomaticCleanupTask(1);
    store().addTask('version.pnpm');
    expect(store().taskList.map((t) => t.command)).toEqual(['version.pnpm']);
  });

  it('says that new tasks are blocked when a task fails, or a task is added behind a failure, while the panel is closed', () => {
    store().addTask('version.node');
    last().run();
    last().fail();
    expect(errors).toEqual([]); // the panel was open

    store().retryTask(store().taskList[0].uuid);
    store().toggle(false);
    last().run();
    last().fail();
    expect(errors).toEqual(['Newly added tasks will never start because they are blocked by failed tasks']);
    store().addTask('version.npm');
    expect(errors).toHaveLength(2);
    expect(statuses()).toEqual([TaskStatus.Failed, TaskStatus.Waiting]);
  });

  it('after a reload, connecting and executing tasks become Unknown, and an unknown blocking task holds the queue', () => {
    useTerminal.setState({ taskList: [task('a', TaskStatus.Connecting), task('b', TaskStatus.Executing), task('c', TaskStatus.Success), task('d', TaskStatus.Waiting)] });
    store().init();
    expect(statuses()).toEqual([TaskStatus.Unknown, TaskStatus.Unknown, TaskStatus.Success, TaskStatus.Waiting]);
    store().startTask();
    expect(FakeEventSource.opened).toHaveLength(0);
    store().delTask('a');
    store().delTask('b');
    expect(statuses()).toEqual([TaskStatus.Success, TaskStatus.Connecting]);
  });

  it('output while the panel is closed lights the red dot; opening the panel clears it', () => {
    store().toggle(false);
    store().setShowDot(false);
    store().addTask('version.node');
    store().setShowDot(false);
    last().run('v20');
    expect(store().showDot).toBe(true);
    store().toggle(true);
    expect(store().showDot).toBe(false);
  });

  it('addTaskPM appends the package manager; the dialogs replace the panel while open', () => {
    store().changePackageManager('npm');
    store().addTaskPM('web-install');
    expect(store().taskList[0].command).toBe('web-install.npm');
    store().toggleConfigDialog(true);
    expect(store()).toMatchObject({ show: false, showConfig: true });
    store().toggleConfigDialog(false);
    expect(store()).toMatchObject({ show: true, showConfig: false });
    store().togglePackageManagerDialog(true);
    expect(store()).toMatchObject({ show: false, showPackageManagerDialog: true });
    store().togglePackageManagerDialog(false);
    expect(store().show).toBe(true);
  });

  it('runs the named callback with how the task ended', () => {
    const seen: [TaskStatus, string][] = [];
    const off = registerTaskCallback('record', (status, t) => seen.push([status, t.command]));
    store().addTask('version.node', false, '', 'record');
    last().run();
    last().succeed();
    store().addTask('version.npm', false, '', 'record');
    last().run();
    last().fail();
    off();
    expect(seen).toEqual([[TaskStatus.Success, 'version.node'], [TaskStatus.Failed, 'version.npm']]);
  });

  it('keeps the latest lines of a long output', () => {
    store().addTask('web-install.npm');
    last().run(...Array.from({ length: MAX_TASK_LINES + 5 }, (_, i) => `line ${i}`));
    const message = store().taskList[0].message;
    expect(message).toHaveLength(MAX_TASK_LINES);
    expect(message[message.length - 1]).toBe(`line ${MAX_TASK_LINES + 4}`);
    expect(message[0]).toBe('line 5');
  });

  it('a stream refused before it ran renews an expired access token once and connects again', async () => {
    window.history.pushState({}, '', '/admin/dashboard'); // the request layer renews the admin's session on admin pages
    useAdminInfo.setState({ token: 'old', refresh_token: 'r1' });
    const calls = fakeServer((config) => {
      if (config.url === '/api/common/refreshToken') return envelope(1, { type: 'admin-refresh', token: 'new' });
      return config.headers.batoken === 'old' ? envelope(409, null, 'Token expiration') : envelope(1, {});
    });
    store().addTask('version.node');
    const first = last();
    first.send('Error:Token expiration');
    first.send(TERMINAL_FLAGS.execError);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(calls.map((c) => c.url)).toEqual(['/admin/Index/index', '/api/common/refreshToken', '/admin/Index/index']);
    expect(new URL(last().url, 'http://x').searchParams.get('batoken')).toBe('new');
    expect(statuses()).toEqual([TaskStatus.Connecting]);

    // refused again with a fresh token: no second renewal, the task fails
    last().send('Error:You are not super administrator or not logged in');
    last().send(TERMINAL_FLAGS.execError);
    expect(statuses()).toEqual([TaskStatus.Failed]);
    expect(store().taskList[0].message).toEqual(['Error:Token expiration', 'Error:You are not super administrator or not logged in']);
  });

  it('a refusal that no renewal changes fails the task', async () => {
    fakeServer(() => envelope(1, {}));
    store().addTask('version.node');
    last().send('Error:You are not super administrator or not logged in');
    last().send(TERMINAL_FLAGS.execError);
    await vi.waitFor(() => expect(statuses()).toEqual([TaskStatus.Failed]));
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('ignores messages of unknown tasks and malformed data', () => {
    store().addTask('version.node');
    last().send('stray', 'other-uuid');
    last().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(store().taskList[0].message).toEqual([]);
  });
});
