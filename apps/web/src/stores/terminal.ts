import { create } from 'zustand';
import { persist } from 'zustand/middleware';
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
  command: string;
  /** Output lines. */
  message: string[];
  showMessage: boolean;
  /** A failed task stops the tasks queued after it. */
  blockOnFailure: boolean;
  extend: string;
  /** Name of the callback to run when the task ends (functions cannot be persisted). */
  callback: string;
}

interface TerminalState {
  show: boolean;
  showDot: boolean;
  taskList: TerminalTask[];
  packageManager: string;
  showPackageManagerDialog: boolean;
  showConfig: boolean;
  /** 1: successful tasks are removed whenever a task is added. */
  automaticCleanupTask: 0 | 1;
  port: number;
}

interface TerminalActions {
  /** After a reload no stream is attached any more: tasks that were running end up Unknown. */
  init(): void;
  toggle(show?: boolean): void;
  setShowDot(showDot: boolean): void;
  togglePackageManagerDialog(show?: boolean): void;
  toggleConfigDialog(show?: boolean): void;
  changePackageManager(packageManager: string): void;
  changePort(port: number): void;
  changeAutomaticCleanupTask(value: 0 | 1): void;
}

export const useTerminal = create<TerminalState & TerminalActions>()(
  persist(
    (set) => ({
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
          taskList: state.taskList.map((task) =>
            task.status === TaskStatus.Connecting || task.status === TaskStatus.Executing
              ? { ...task, status: TaskStatus.Unknown }
              : task,
          ),
        })),
      toggle: (show) => set((state) => ({ show: show ?? !state.show })),
      setShowDot: (showDot) => set({ showDot }),
      togglePackageManagerDialog: (show) =>
        set((state) => ({ showPackageManagerDialog: show ?? !state.showPackageManagerDialog })),
      toggleConfigDialog: (show) => set((state) => ({ showConfig: show ?? !state.showConfig })),
      changePackageManager: (packageManager) => set({ packageManager }),
      changePort: (port) => set({ port }),
      changeAutomaticCleanupTask: (automaticCleanupTask) => set({ automaticCleanupTask }),
    }),
    {
      name: STORAGE_KEYS.terminal,
      partialize: ({ showDot, taskList, automaticCleanupTask }) => ({ showDot, taskList, automaticCleanupTask }),
    },
  ),
);
