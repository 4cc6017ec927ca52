import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './storage-keys';

/** `auto` follows the system's prefers-color-scheme. */
export type ColorMode = 'light' | 'dark' | 'auto';

interface ColorModeState {
  mode: ColorMode;
  setMode(mode: ColorMode): void;
}

export const useColorMode = create<ColorModeState>()(
  persist(
    (set) => ({
      mode: 'auto',
      setMode: (mode) => set({ mode }),
    }),
    { name: STORAGE_KEYS.colorMode, partialize: ({ mode }) => ({ mode }) },
  ),
);
