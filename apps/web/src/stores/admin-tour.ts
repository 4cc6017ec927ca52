import { create } from 'zustand';

/** Whether the back office's first-run tour is showing (started on a first sign-in, or from the admin's menu). Not persisted: the server remembers who has seen it. */
interface AdminTourStore {
  open: boolean;
  start(): void;
  close(): void;
}

export const useAdminTour = create<AdminTourStore>()((set) => ({
  open: false,
  start: () => set({ open: true }),
  close: () => set({ open: false }),
}));
