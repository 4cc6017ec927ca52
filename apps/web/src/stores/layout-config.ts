import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './storage-keys';

/** A colour for the light theme and one for the dark theme. */
export type ColorPair = [light: string, dark: string];
export type LayoutMode = 'Default' | 'Classic';
export type LangName = 'zh-cn' | 'en';

export interface LayoutSettings {
  layoutMode: LayoutMode;
  mainAnimation: string;
  isDark: boolean;
  menuWidth: number;
  menuDefaultIcon: string;
  menuCollapse: boolean;
  menuUniqueOpened: boolean;
  menuShowTopBar: boolean;
  menuBackground: ColorPair;
  menuColor: ColorPair;
  menuActiveBackground: ColorPair;
  menuActiveColor: ColorPair;
  menuTopBarBackground: ColorPair;
  headerBarTabColor: ColorPair;
  headerBarTabActiveBackground: ColorPair;
  headerBarTabActiveColor: ColorPair;
  headerBarBackground: ColorPair;
  headerBarHoverBackground: ColorPair;
}

export type ColorSetting = {
  [K in keyof LayoutSettings]: LayoutSettings[K] extends ColorPair ? K : never;
}[keyof LayoutSettings];

export interface LangSettings {
  defaultLang: LangName;
  fallbackLang: LangName;
  langArray: { name: LangName; value: string }[];
}

/** BuildAdmin's defaults, except the active colours, darkened/lightened to pass WCAG AA. */
export const defaultLayout: LayoutSettings = {
  layoutMode: 'Default',
  mainAnimation: 'slide-right',
  isDark: false,
  menuWidth: 260,
  menuDefaultIcon: 'fa fa-circle-o',
  menuCollapse: false,
  menuUniqueOpened: false,
  menuShowTopBar: true,
  menuBackground: ['#ffffff', '#1d1e1f'],
  menuColor: ['#303133', '#cfd3dc'],
  menuActiveBackground: ['#ffffff', '#1d1e1f'],
  menuActiveColor: ['#0958d9', '#69b1ff'],
  menuTopBarBackground: ['#fcfcfc', '#1d1e1f'],
  headerBarTabColor: ['#000000', '#cfd3dc'],
  headerBarTabActiveBackground: ['#ffffff', '#1d1e1f'],
  headerBarTabActiveColor: ['#000000', '#69b1ff'],
  headerBarBackground: ['#ffffff', '#1d1e1f'],
  headerBarHoverBackground: ['#f5f5f5', '#18222c'],
};

export const defaultLang: LangSettings = {
  defaultLang: 'zh-cn',
  fallbackLang: 'zh-cn',
  langArray: [
    { name: 'zh-cn', value: '中文简体' },
    { name: 'en', value: 'English' },
  ],
};

interface LayoutConfigState {
  layout: LayoutSettings;
  lang: LangSettings;
}

interface LayoutConfigActions {
  setLayout(patch: Partial<LayoutSettings>): void;
  setLayoutMode(mode: LayoutMode): void;
  setLang(lang: LangName): void;
  /** The value of a colour setting for the current theme. */
  getColor(name: ColorSetting): string;
}

export const useLayoutConfig = create<LayoutConfigState & LayoutConfigActions>()(
  persist(
    (set, get) => ({
      layout: defaultLayout,
      lang: defaultLang,
      setLayout: (patch) => set((state) => ({ layout: { ...state.layout, ...patch } })),
      setLayoutMode: (mode) => set((state) => ({ layout: withLayoutMode(state.layout, mode) })),
      setLang: (lang) => set((state) => ({ lang: { ...state.lang, defaultLang: lang } })),
      getColor: (name) => {
        const { layout } = get();
        return layout[name][layout.isDark ? 1 : 0];
      },
    }),
    {
      name: STORAGE_KEYS.layoutConfig,
      partialize: ({ layout, lang }) => ({ layout, lang }),
    },
  ),
);

/**
 * Switching layout adjusts the active-tab background: when the header and the active tab share
 * the default background, Classic uses a slightly different shade so the active tab stays visible.
 */
export function withLayoutMode(layout: LayoutSettings, mode: LayoutMode): LayoutSettings {
  const idx = layout.isDark ? 1 : 0;
  const [base, shade] = layout.isDark ? ['#1d1e1f', '#141414'] : ['#ffffff', '#f5f5f5'];
  const activeTab: ColorPair = [...layout.headerBarTabActiveBackground];
  const headerIsBase = layout.headerBarBackground[idx] === base;
  if (mode === 'Classic' && headerIsBase && activeTab[idx] === base) activeTab[idx] = shade;
  if (mode === 'Default' && headerIsBase && activeTab[idx] === shade) activeTab[idx] = base;
  return { ...layout, layoutMode: mode, headerBarTabActiveBackground: activeTab };
}
