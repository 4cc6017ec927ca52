import { create } from 'zustand';
import { terminalRoute } from '@app/contract';
import { persist } from 'zustand/middleware';
import { getAdminIndex } from '../api/admin';
import { feedback } from '../api/feedback';
import { i18n } from '../lang/i18n';
import { uuid } from '../utils/uuid';
import { formatDateTime } from '../utils/date';
import { useAdminInfo } from './admin-info';
import { STORAGE_KEYS } from './storage-keys';

export enum TaskStatus {
  Waiting = 0,
  Connecting = 1,
  Executing = 2,
  Success = 3,
  Failed = 4,
  Unknown = 5,
}

export interface TerminalTask {
  uuid: string;
  createTime: string;
  status: TaskStatus;
  /** The whitelisted command key (`version.node`, `web-build.npm`). */
  command: string;
  /** Output lines. */
  message: string[];
  showMessage: boolean;
  /** A failed task stops the tasks queued after it. */
  blockOnFailure: boolean;
  extend: string;
  /** Name of a callback registered with `registerTaskCallback`, run when the task ends ('' for none); a name survives a reload, a function would not. */
  callback: string;
}

/** Package managers of the server's whitelist; `none`: the admin runs installs by hand. */
export { PACKAGE_MANAGERS } from '@app/contract';

/** Output lines kept per task (the latest): the list is saved in localStorage at every line. */
export const MAX_TASK_LINES = 1000;

/** The server's stream flags (reference 12.2). */
export const TERMINAL_FLAGS = {
  linkSuccess: 'command-link-success',
  execSuccess: 'command-exec-success',
  execError: 'command-exec-error',
  execCompleted: 'command-exec-completed',
} as const;

interface TerminalState {
  show: boolean;
  showDot: boolean;
  taskList: TerminalTask[];
  packageManager: string;
  showPackageManagerDialog: boolean;
  showConfig: boolean;
  /** 1: successful tasks are removed whenever a task is added. */
  automaticCleanupTask: 0 | 1;
  /** The API server's port the stream connects to while the app runs on the development server. */
  port: number;
}

interface TerminalActions {
  /** After a reload no stream is attached any more: tasks that were running end up Unknown. */
  init(): void;
  /** Opens or closes the panel; opening it clears the red dot. */
  toggle(show?: boolean): void;
  setShowDot(showDot: boolean): void;
  /** The package-manager dialog replaces the panel while it is open. */
  togglePackageManagerDialog(show?: boolean): void;
  /** The configuration dialog replaces the panel while it is open. */
  toggleConfigDialog(show?: boolean): void;
  changePackageManager(packageManager: string): void;
  changePort(port: number): void;
  changeAutomaticCleanupTask(value: 0 | 1): void;
  addTask(command: string, blockOnFailure?: boolean, extend?: string, callback?: string): string;
  /** `addTask` of `<command>.<package manager>`. */
  addTaskPM(command: string, blockOnFailure?: boolean, extend?: string, callback?: string): string;
  /** Removes a task unless it is connecting or executing, then starts the next one. */
  delTask(uuid: string): void;
  /** Clears the output and queues the task again. */
  retryTask(uuid: string): void;
  clearSuccessTask(): void;
  setTaskShowMessage(uuid: string, show?: boolean): void;
  /** Starts the first waiting task, unless a task runs or a failed blocking task stands before it. */
  startTask(): void;
}

export type TerminalStore = TerminalState & TerminalActions;

/** What a task's callback learns: how it ended. */
export type TaskCallback = (status: TaskStatus.Success | TaskStatus.Failed, task: TerminalTask) => void;

const callbacks = new Map<string, TaskCallback>();

/** Registers a named callback that tasks can ask for (`addTask(cmd, true, '', name)`). */
export function registerTaskCallback(name: string, callback: TaskCallback): () => void {
  callbacks.set(name, callback);
  return () => {
    if (callbacks.get(name) === callback) callbacks.delete(name);
  };
}

/** The one open stream (one task runs at a time). */
let stream: EventSource | null = null;

const isRunning = (task: TerminalTask) => task.status === TaskStatus.Connecting || task.status === TaskStatus.Executing;
const isFailed = (task: TerminalTask) => task.status === TaskStatus.Failed || task.status === TaskStatus.Unknown;

/**
 * The stream's address. Same origin in a built app (and through the development server's proxy
 * when the API base is set); on the development server, the API server's own port: a stream
 * that runs an install would otherwise die with the development server's reload.
 */
export function terminalUrl(task: Pick<TerminalTask, 'command' | 'uuid' | 'extend'>, port: number): string {
  const query = new URLSearchParams({ command: task.command, uuid: task.uuid, extend: task.extend, batoken: useAdminInfo.getState().token, server: '1' });
  const configured = import.meta.env.VITE_API_BASE_URL as string | undefined;
  const base = configured ?? (import.meta.env.DEV && import.meta.env.MODE !== 'test' ? `${window.location.protocol}//${window.location.hostname}:${port}` : '');
  return `${base}${terminalRoute.path}?${query}`;
}

export const useTerminal = create<TerminalStore>()(
  persist(
    (set, get) => {
      const update = (id: string, change: (task: TerminalTask) => Partial<TerminalTask>) =>
        set((state) => ({ taskList: state.taskList.map((task) => (task.uuid === id ? { ...task, ...change(task) } : task)) }));
      const find = (id: string) => get().taskList.find((task) => task.uuid === id);

      const setStatus = (id: string, status: TaskStatus) => {
        update(id, (task) => ({
          status,
          // a failure that blocks the queue shows its output at once
          ...((status === TaskStatus.Failed || status === TaskStatus.Unknown) && task.blockOnFailure ? { showMessage: true } : {}),
        }));
        const task = find(id);
        if (task && status === TaskStatus.Failed && task.blockOnFailure && !get().show) blockedNotice();
      };

      const completed = (id: string) => {
        const task = find(id);
        const run = task && task.callback ? callbacks.get(task.callback) : undefined;
        if (!task || !run) return;
        if (task.status === TaskStatus.Success) run(TaskStatus.Success, task);
        else if (isFailed(task)) run(TaskStatus.Failed, task);
      };

      const addMessage = (id: string, line: string) => {
        if (!get().show) set({ showDot: true });
        update(id, (task) => ({ message: [...task.message.slice(-(MAX_TASK_LINES - 1)), line] }));
      };

      const closeStream = () => {
        stream?.close();
        stream = null;
      };

      const open = (id: string, renewed = false) => {
        const task = find(id);
        if (!task) return;
        closeStream();
        const token = useAdminInfo.getState().token;
        const source = new EventSource(terminalUrl(task, get().port));
        stream = source;
        let linked = false;
        source.onmessage = (event: MessageEvent<string>) => {
          if (stream !== source) return; // closed: what was still queued is no longer ours
          let data: { data?: unknown; uuid?: unknown };
          try {
            data = JSON.parse(event.data);
          } catch {
            return;
          }
          if (!data || typeof data.data !== 'string' || typeof data.uuid !== 'string' || !find(data.uuid)) return;
          const target = data.uuid;
          switch (data.data) {
            case TERMINAL_FLAGS.linkSuccess:
              linked = true;
              setStatus(target, TaskStatus.Executing);
              break;
            case TERMINAL_FLAGS.execSuccess:
              setStatus(target, TaskStatus.Success);
              break;
            case TERMINAL_FLAGS.execError:
              if (stream === source) closeStream();
              if (!linked && !renewed) {
                // refused before it ran: an expired access token is renewed by the request layer (code 409), then the task connects once more
                void renewToken(token).then((changed) => {
                  if (changed && find(target)?.status === TaskStatus.Connecting) return open(target, true);
                  setStatus(target, TaskStatus.Failed);
                  completed(target);
                  get().startTask();
                });
                break;
              }
              setStatus(target, TaskStatus.Failed);
              completed(target);
              get().startTask();
              break;
            case TERMINAL_FLAGS.execCompleted:
              if (stream === source) closeStream();
              if (find(target)?.status !== TaskStatus.Success) setStatus(target, TaskStatus.Failed);
              completed(target);
              get().startTask();
              break;
            default:
              addMessage(target, data.data);
          }
        };
        source.onerror = () => {
          source.close();
          if (stream !== source) return;
          stream = null;
          const current = find(id);
          if (!current || !isRunning(current)) return;
          setStatus(id, TaskStatus.Failed);
          completed(id);
          get().startTask();
        };
      };

      return {
        show: false,
        showDot: false,
        taskList: [],
        packageManager: 'pnpm',
        showPackageManagerDialog: false,
        showConfig: false,
        automaticCleanupTask: 1,
        port: 8000,
        init: () =>
          set((state) => ({
            taskList: state.taskList.map((task) => (isRunning(task) ? { ...task, status: TaskStatus.Unknown } : task)),
          })),
        toggle: (show) =>
          set((state) => {
            const next = show ?? !state.show;
            return next ? { show: true, showDot: false } : { show: false };
          }),
        setShowDot: (showDot) => set({ showDot }),
        togglePackageManagerDialog: (show) => {
          const next = show ?? !get().showPackageManagerDialog;
          get().toggle(!next);
          set({ showPackageManagerDialog: next });
        },
        toggleConfigDialog: (show) => {
          const next = show ?? !get().showConfig;
          get().toggle(!next);
          set({ showConfig: next });
        },
        changePackageManager: (packageManager) => set({ packageManager }),
        changePort: (port) => set({ port }),
        changeAutomaticCleanupTask: (automaticCleanupTask) => set({ automaticCleanupTask }),
        addTask: (command, blockOnFailure = true, extend = '', callback = '') => {
          const task: TerminalTask = {
            uuid: uuid(),
            createTime: formatDateTime(new Date()),
            status: TaskStatus.Waiting,
            command,
            message: [],
            showMessage: false,
            blockOnFailure,
            extend,
            callback,
          };
          if (!get().show) set({ showDot: true });
          set((state) => ({ taskList: [...state.taskList, task] }));
          if (get().automaticCleanupTask === 1) get().clearSuccessTask();
          // a task added behind a failure while nobody watches would wait silently
          if (!get().show && get().taskList.some(isFailed)) blockedNotice();
          get().startTask();
          return task.uuid;
        },
        addTaskPM: (command, blockOnFailure, extend, callback) => get().addTask(`${command}.${get().packageManager}`, blockOnFailure, extend, callback),
        delTask: (id) => {
          const task = find(id);
          if (task && !isRunning(task)) set((state) => ({ taskList: state.taskList.filter((t) => t.uuid !== id) }));
          get().startTask();
        },
        retryTask: (id) => {
          const task = find(id);
          if (!task || isRunning(task)) return;
          update(id, () => ({ message: [], status: TaskStatus.Waiting }));
          get().startTask();
        },
        clearSuccessTask: () => set((state) => ({ taskList: state.taskList.filter((task) => task.status !== TaskStatus.Success) })),
        setTaskShowMessage: (id, show) => update(id, (task) => ({ showMessage: show ?? !task.showMessage })),
        startTask: () => {
          let next: TerminalTask | undefined;
          for (const task of get().taskList) {
            if (task.status === TaskStatus.Waiting) {
              next = task;
              break;
            }
            if (isRunning(task)) return;
            if (isFailed(task) && task.blockOnFailure) return;
          }
          if (!next) return;
          setStatus(next.uuid, TaskStatus.Connecting);
          open(next.uuid);
        },
      };
    },
    {
      name: STORAGE_KEYS.terminal,
      partialize: ({ showDot, taskList, automaticCleanupTask }) => ({ showDot, taskList, automaticCleanupTask }),
      // a page load attaches no stream: what was running is Unknown (spec section 4)
      onRehydrateStorage: () => (state) => state?.init(),
    },
  ),
);

/** Makes an authenticated call (the request layer renews an expired access token on code 409); true when the token changed. */
async function renewToken(before: string): Promise<boolean> {
  await getAdminIndex().catch(() => undefined);
  const after = useAdminInfo.getState().token;
  return Boolean(after) && after !== before;
}

function blockedNotice() {
  feedback().codeError(i18n.t('terminal.blockedByFailedTasks'));
}
