import { beforeEach, describe, expect, it } from 'vitest';
import {
  BEFORE_RESIZE_LAYOUT,
  COLOR_SETTINGS,
  defaultLayout,
  sanitizeLayout,
  useLayoutConfig,
  withLayoutMode,
  type LayoutSettings,
} from './layout-config';
import { STORAGE_KEYS } from './storage-keys';

const state = () => useLayoutConfig.getState();
const persistedLayout = (): LayoutSettings => JSON.parse(localStorage.getItem(STORAGE_KEYS.layoutConfig) ?? 'null')?.state.layout;
const beforeResize = () => JSON.parse(sessionStorage.getItem(BEFORE_RESIZE_LAYOUT) ?? 'null');

beforeEach(() => {
  sessionStorage.clear();
  useLayoutConfig.setState({ layout: defaultLayout, shrink: false, settingsOpen: false });
});

describe('layout config defaults', () => {
  it('has every setting of the spec with its default', () => {
    expect(defaultLayout).toMatchObject({
      layoutMode: 'Default',
      mainAnimation: 'slide-right',
      menuWidth: 260,
      menuDefaultIcon: 'fa fa-circle-o',
      menuCollapse: false,
      menuUniqueOpened: false,
      menuShowTopBar: true,
    });
    expect(COLOR_SETTINGS.sort()).toEqual(
      [
        'headerBarBackground', 'headerBarHoverBackground', 'headerBarTabActiveBackground', 'headerBarTabActiveColor', 'headerBarTabColor',
        'menuActiveBackground', 'menuActiveColor', 'menuBackground', 'menuColor', 'menuHoverBackground', 'menuTopBarBackground',
      ].sort(),
    );
    for (const name of COLOR_SETTINGS) {
      expect(defaultLayout[name], name).toHaveLength(2);
      defaultLayout[name].forEach((color) => expect(color).toMatch(/^#[0-9a-f]{6}$/i));
    }
  });

  it('restores the defaults, keeping the display mode', () => {
    state().setDark(true);
    state().setLayout({ menuWidth: 300, mainAnimation: 'el-fade-in', menuUniqueOpened: true });
    state().setColor('menuBackground', '#000000');
    state().setLayoutMode('Streamline');
    state().restoreDefaults();
    expect(state().layout).toEqual({ ...defaultLayout, isDark: true });
    expect(persistedLayout()).toEqual({ ...defaultLayout, isDark: true });
  });
});

describe('the Split layout and the menu hover colour', () => {
  it('is a layout choice stored like the others, and a stored unknown layout falls back to Default', () => {
    state().setLayoutMode('Split');
    expect(state().layout.layoutMode).toBe('Split');
    expect(persistedLayout().layoutMode).toBe('Split');
    expect(sanitizeLayout({ layoutMode: 'Split' }).layoutMode).toBe('Split');
    expect(sanitizeLayout({ layoutMode: 'Columns' as never }).layoutMode).toBe('Default');
  });

  it('keeps a hover colour per theme; a config stored before it existed gets the default pair', () => {
    state().setColor('menuHoverBackground', '#abcdef');
    state().setDark(true);
    state().setColor('menuHoverBackground', '#123456');
    expect(state().layout.menuHoverBackground).toEqual(['#abcdef', '#123456']);
    expect(persistedLayout().menuHoverBackground).toEqual(['#abcdef', '#123456']);
    const { menuHoverBackground: _omitted, ...older } = defaultLayout;
    expect(sanitizeLayout(older).menuHoverBackground).toEqual(defaultLayout.menuHoverBackground);
  });
});

describe('colour pairs', () => {
  it('sets and reads the colour of the current theme: index 0 light, index 1 dark', () => {
    state().setColor('menuBackground', '#111111');
    expect(state().layout.menuBackground).toEqual(['#111111', '#1d1e1f']);
    expect(state().getColor('menuBackground')).toBe('#111111');

    state().setDark(true);
    expect(state().getColor('menuBackground')).toBe('#1d1e1f');
    state().setColor('menuBackground', '#222222');
    expect(state().layout.menuBackground).toEqual(['#111111', '#222222']);
    expect(persistedLayout().menuBackground).toEqual(['#111111', '#222222']);
  });

  it('gives the active tab of the flat layouts a shade when header and tab share the background', () => {
    const classic = withLayoutMode(defaultLayout, 'Classic');
    expect(classic.headerBarTabActiveBackground).toEqual(['#f5f5f5', '#1d1e1f']);
    expect(withLayoutMode(classic, 'Default').headerBarTabActiveBackground).toEqual(['#ffffff', '#1d1e1f']);
    expect(withLayoutMode(defaultLayout, 'Double').headerBarTabActiveBackground).toEqual(['#f5f5f5', '#1d1e1f']);
    expect(withLayoutMode(defaultLayout, 'Split').headerBarTabActiveBackground).toEqual(['#f5f5f5', '#1d1e1f']);
    expect(withLayoutMode({ ...defaultLayout, isDark: true }, 'Classic').headerBarTabActiveBackground).toEqual(['#ffffff', '#141414']);

    const customHeader = { ...defaultLayout, headerBarBackground: ['#123456', '#1d1e1f'] as [string, string] };
    expect(withLayoutMode(customHeader, 'Classic').headerBarTabActiveBackground).toEqual(['#ffffff', '#1d1e1f']);
  });

  it('re-applies the colour rule when the display mode changes', () => {
    state().setLayoutMode('Classic');
    expect(state().layout.headerBarTabActiveBackground).toEqual(['#f5f5f5', '#1d1e1f']);
    state().setDark(true);
    expect(state().layout.headerBarTabActiveBackground).toEqual(['#f5f5f5', '#141414']);
    state().setLayoutMode('Default');
    expect(state().layout.headerBarTabActiveBackground).toEqual(['#f5f5f5', '#1d1e1f']);
  });
});

describe('responsive layout', () => {
  it('forces Classic, the drawer and a collapsed menu below 1024 px and restores the layout above', () => {
    state().setLayoutMode('Double');
    state().adaptToWidth(1280);
    expect(state()).toMatchObject({ shrink: false, layout: { layoutMode: 'Double', menuCollapse: false } });

    state().adaptToWidth(900);
    expect(state()).toMatchObject({ shrink: true, layout: { layoutMode: 'Classic', menuCollapse: true } });
    expect(beforeResize()).toEqual({ layoutMode: 'Double', menuCollapse: false });
    // the stored settings keep the user's layout, not the forced one
    expect(persistedLayout()).toMatchObject({ layoutMode: 'Double', menuCollapse: false });

    state().setLayout({ menuCollapse: false }); // open the drawer
    state().adaptToWidth(800); // still narrow: the drawer stays open
    expect(state().layout.menuCollapse).toBe(false);

    state().adaptToWidth(1200);
    expect(state()).toMatchObject({ shrink: false, layout: { layoutMode: 'Double', menuCollapse: false } });
  });

  it('keeps a layout chosen on a narrow window for when it widens', () => {
    state().adaptToWidth(700);
    state().setLayoutMode('Streamline');
    expect(state().layout.layoutMode).toBe('Classic');
    expect(beforeResize().layoutMode).toBe('Streamline');
    state().adaptToWidth(1400);
    expect(state().layout.layoutMode).toBe('Streamline');
  });

  it('restoring defaults on a narrow window keeps Classic until it widens', () => {
    state().setLayoutMode('Double');
    state().adaptToWidth(700);
    state().restoreDefaults();
    expect(state().layout.layoutMode).toBe('Classic');
    state().adaptToWidth(1400);
    expect(state().layout.layoutMode).toBe('Default');
  });
});

describe('stored settings', () => {
  it('fill fields missing from an older version and drop values of the wrong type', () => {
    const saved = { layoutMode: 'Nope', menuWidth: 5, menuBackground: ['#000000'], menuColor: ['#111111', '#222222'], isDark: 'yes' };
    const layout = sanitizeLayout(saved as unknown as Partial<LayoutSettings>);
    expect(layout).toEqual({ ...defaultLayout, menuColor: ['#111111', '#222222'] });
    expect(sanitizeLayout({ layoutMode: 'Streamline', menuWidth: 300 })).toMatchObject({ layoutMode: 'Streamline', menuWidth: 300 });
  });

  it('opens and closes the settings drawer without storing it', () => {
    state().toggleSettings();
    expect(state().settingsOpen).toBe(true);
    state().toggleSettings(false);
    expect(state().settingsOpen).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.layoutConfig) ?? '{}').state).not.toHaveProperty('settingsOpen');
  });
});
