import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './storage-keys';

/** A colour for the light theme and one for the dark theme. */
export type ColorPair = [light: string, dark: string];
export type LayoutMode = 'Default' | 'Classic' | 'Streamline' | 'Double' | 'Split';
export type LangName = 'zh-cn' | 'en';

export const LAYOUT_MODES: readonly LayoutMode[] = ['Default', 'Classic', 'Streamline', 'Double', 'Split'];

/** Page-switch animations (BuildAdmin's names, so stored configs carry over); implemented in CSS. */
export const MAIN_ANIMATIONS = [
  'slide-right',
  'slide-left',
  'el-fade-in-linear',
  'el-fade-in',
  'el-zoom-in-center',
  'el-zoom-in-top',
  'el-zoom-in-bottom',
] as const;

/** Below this width the layout is forced to Classic with the menu as a drawer (spec §9). */
export const SHRINK_BREAKPOINT = 1024;
export const MENU_COLLAPSED_WIDTH = 64;
/** sessionStorage: the layout to restore when the window widens again (BuildAdmin's key). */
export const BEFORE_RESIZE_LAYOUT = 'beforeResizeLayout';

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
  /** Background of a hovered menu entry, in every layout's menus. */
  menuHoverBackground: ColorPair;
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
  // the top bar's hover colour, which menus used before they had their own
  menuHoverBackground: ['#f5f5f5', '#18222c'],
  menuTopBarBackground: ['#fcfcfc', '#1d1e1f'],
  headerBarTabColor: ['#000000', '#cfd3dc'],
  headerBarTabActiveBackground: ['#ffffff', '#1d1e1f'],
  headerBarTabActiveColor: ['#000000', '#69b1ff'],
  headerBarBackground: ['#ffffff', '#1d1e1f'],
  headerBarHoverBackground: ['#f5f5f5', '#18222c'],
};

export const COLOR_SETTINGS = (Object.keys(defaultLayout) as (keyof LayoutSettings)[]).filter((key) =>
  Array.isArray(defaultLayout[key]),
) as ColorSetting[];

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
  /** Narrow window: Classic layout, the menu is a drawer (open when `menuCollapse` is false). Not persisted. */
  shrink: boolean;
  /** The layout settings drawer is open. Not persisted. */
  settingsOpen: boolean;
}

interface LayoutConfigActions {
  setLayout(patch: Partial<LayoutSettings>): void;
  /** Chooses a layout; on a narrow window the choice is kept for when it widens. */
  setLayoutMode(mode: LayoutMode): void;
  /** Mirrors the display mode and re-applies the colour rule of the layout. */
  setDark(isDark: boolean): void;
  setColor(name: ColorSetting, value: string): void;
  /** Forces Classic + drawer menu below SHRINK_BREAKPOINT, restores the previous layout above it. */
  adaptToWidth(width: number): void;
  /** Back to the default layout settings (the display mode and the language are kept). */
  restoreDefaults(): void;
  toggleSettings(open?: boolean): void;
  setLang(lang: LangName): void;
  /** The value of a colour setting for the current theme. */
  getColor(name: ColorSetting): string;
}

export type LayoutConfigStore = LayoutConfigState & LayoutConfigActions;

export interface BeforeResizeLayout {
  layoutMode: LayoutMode;
  menuCollapse: boolean;
}

/** The layout (and collapse state) to restore when a narrow window widens again. */
export function readBeforeResize(): BeforeResizeLayout | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(BEFORE_RESIZE_LAYOUT) ?? 'null') as Partial<BeforeResizeLayout> | null;
    if (!value || !LAYOUT_MODES.includes(value.layoutMode as LayoutMode)) return null;
    return { layoutMode: value.layoutMode as LayoutMode, menuCollapse: Boolean(value.menuCollapse) };
  } catch {
    return null;
  }
}

function writeBeforeResize(value: BeforeResizeLayout): void {
  try {
    sessionStorage.setItem(BEFORE_RESIZE_LAYOUT, JSON.stringify(value));
  } catch {
    // storage full or disabled: the layout simply is not restored
  }
}

export const useLayoutConfig = create<LayoutConfigStore>()(
  persist(
    (set, get) => ({
      layout: defaultLayout,
      lang: defaultLang,
      shrink: false,
      settingsOpen: false,
      setLayout: (patch) => set((state) => ({ layout: { ...state.layout, ...patch } })),
      setLayoutMode: (mode) => {
        const { shrink, layout } = get();
        if (shrink) {
          writeBeforeResize({ layoutMode: mode, menuCollapse: readBeforeResize()?.menuCollapse ?? false });
          return;
        }
        writeBeforeResize({ layoutMode: mode, menuCollapse: layout.menuCollapse });
        set({ layout: withLayoutMode(layout, mode) });
      },
      setDark: (isDark) =>
        set((state) => {
          if (state.layout.isDark === isDark) return {};
          const layout = { ...state.layout, isDark };
          return { layout: withLayoutMode(layout, layout.layoutMode) };
        }),
      setColor: (name, value) =>
        set((state) => {
          const pair: ColorPair = [...state.layout[name]];
          pair[state.layout.isDark ? 1 : 0] = value;
          return { layout: { ...state.layout, [name]: pair } };
        }),
      adaptToWidth: (width) => {
        const { shrink, layout } = get();
        if (width < SHRINK_BREAKPOINT) {
          if (shrink) return;
          writeBeforeResize({ layoutMode: layout.layoutMode, menuCollapse: layout.menuCollapse });
          set({ shrink: true, layout: { ...withLayoutMode(layout, 'Classic'), menuCollapse: true } });
        } else if (shrink) {
          const before = readBeforeResize() ?? { layoutMode: 'Default', menuCollapse: false };
          set({ shrink: false, layout: { ...withLayoutMode(layout, before.layoutMode), menuCollapse: before.menuCollapse } });
        }
      },
      restoreDefaults: () => {
        const { shrink, layout } = get();
        const fresh = withLayoutMode({ ...defaultLayout, isDark: layout.isDark }, defaultLayout.layoutMode);
        if (shrink) {
          writeBeforeResize({ layoutMode: fresh.layoutMode, menuCollapse: fresh.menuCollapse });
          set({ layout: { ...withLayoutMode(fresh, 'Classic'), menuCollapse: true } });
        } else {
          writeBeforeResize({ layoutMode: fresh.layoutMode, menuCollapse: fresh.menuCollapse });
          set({ layout: fresh });
        }
      },
      toggleSettings: (open) => set((state) => ({ settingsOpen: open ?? !state.settingsOpen })),
      setLang: (lang) => set((state) => ({ lang: { ...state.lang, defaultLang: lang } })),
      getColor: (name) => {
        const { layout } = get();
        return layout[name][layout.isDark ? 1 : 0];
      },
    }),
    {
      name: STORAGE_KEYS.layoutConfig,
      // a layout forced by a narrow window is not the user's choice: store the one to restore
      partialize: ({ layout, lang, shrink }) => {
        const before = shrink ? readBeforeResize() : null;
        return { layout: before ? { ...layout, ...before } : layout, lang };
      },
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Pick<LayoutConfigState, 'layout' | 'lang'>>;
        return { ...current, layout: sanitizeLayout(saved.layout), lang: { ...current.lang, ...pickLang(saved.lang) } };
      },
    },
  ),
);

/** Stored settings on top of the defaults: fields added since, or of the wrong type, get the default. */
export function sanitizeLayout(saved: Partial<LayoutSettings> | undefined): LayoutSettings {
  const layout: LayoutSettings = { ...defaultLayout };
  if (!saved || typeof saved !== 'object') return layout;
  for (const key of Object.keys(defaultLayout) as (keyof LayoutSettings)[]) {
    const value = saved[key];
    const fallback = defaultLayout[key];
    if (Array.isArray(fallback)) {
      if (Array.isArray(value) && value.length === 2 && value.every((c) => typeof c === 'string')) {
        (layout as unknown as Record<string, unknown>)[key] = [value[0], value[1]];
      }
    } else if (typeof value === typeof fallback) {
      (layout as unknown as Record<string, unknown>)[key] = value;
    }
  }
  if (!LAYOUT_MODES.includes(layout.layoutMode)) layout.layoutMode = defaultLayout.layoutMode;
  if (!(layout.menuWidth >= 180 && layout.menuWidth <= 600)) layout.menuWidth = defaultLayout.menuWidth;
  return layout;
}

function pickLang(saved: Partial<LangSettings> | undefined): Partial<LangSettings> {
  const known = (name: unknown): name is LangName => defaultLang.langArray.some((lang) => lang.name === name);
  const picked: Partial<LangSettings> = {};
  if (known(saved?.defaultLang)) picked.defaultLang = saved.defaultLang;
  if (known(saved?.fallbackLang)) picked.fallbackLang = saved.fallbackLang;
  return picked;
}

/**
 * Switching layout adjusts the active-tab background (BuildAdmin's onSetLayoutColor): when the
 * header and the active tab share the default background, Classic uses a slightly different
 * shade so the active tab stays visible (so do Streamline, Double and Split, flat like Classic), and
 * Default (a floating card with a shadow) goes back.
 * Only the colour of the current theme is touched.
 */
export function withLayoutMode(layout: LayoutSettings, mode: LayoutMode): LayoutSettings {
  const idx = layout.isDark ? 1 : 0;
  const [base, shade] = layout.isDark ? ['#1d1e1f', '#141414'] : ['#ffffff', '#f5f5f5'];
  const activeTab: ColorPair = [...layout.headerBarTabActiveBackground];
  const headerIsBase = layout.headerBarBackground[idx] === base;
  // Default floats its tabs on a card with a shadow; the flat layouts need the shade
  if (mode !== 'Default' && headerIsBase && activeTab[idx] === base) activeTab[idx] = shade;
  if (mode === 'Default' && headerIsBase && activeTab[idx] === shade) activeTab[idx] = base;
  return { ...layout, layoutMode: mode, headerBarTabActiveBackground: activeTab };
}
