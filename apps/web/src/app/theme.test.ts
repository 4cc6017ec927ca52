import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { PresetColors } from 'antd/es/theme/interface';
import { themeConfig } from './antd-theme';
import { resolveDark } from './theme';

describe('themeConfig', () => {
  it('turns antd motion off only when the system asks for reduced motion', () => {
    expect(themeConfig(false, true).token?.motion).toBe(false);
    expect(themeConfig(true, true).token?.motion).toBe(false);
    expect(themeConfig(false).token?.motion).toBeUndefined();
  });

  it('uses the dark algorithm in dark mode', () => {
    expect(themeConfig(true).algorithm).toBe(theme.darkAlgorithm);
    expect(resolveDark('auto', true)).toBe(true);
    expect(resolveDark('light', true)).toBe(false);
  });

  // WCAG AA for text: 4.5:1 (relative luminance, WCAG 2.x)
  // a colour with alpha (rgba(r, g, b, a)) is read as drawn over the page
  const opaque = (color: string, page: string) => {
    const rgba = /^rgba\((\d+), ?(\d+), ?(\d+), ?([\d.]+)\)$/.exec(color);
    if (!rgba) return color;
    const under = page.replace('#', '').match(/../g)!.map((x) => parseInt(x, 16));
    const alpha = Number(rgba[4]);
    return `#${[1, 2, 3].map((i) => Math.round(Number(rgba[i]) * alpha + under[i - 1] * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
  };
  const luminance = (hex: string) => {
    const digits = hex.replace('#', '');
    const [r, g, b] = (digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits).match(/../g)!.map((x) => parseInt(x, 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  it.each([false, true])('keeps text readable (dark: %s): white on primary buttons, info tags, the selected tab, page and radio button', (isDark) => {
    const config = themeConfig(isDark);
    const token = theme.getDesignToken(config);
    expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorInfo, token.colorInfoBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorLink, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    const selectedTab = (config.components?.Tabs as { itemSelectedColor?: string } | undefined)?.itemSelectedColor ?? token.colorPrimary;
    expect(contrast(selectedTab, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    // the current page's number and a checked radio button's text, on the page
    const currentPage = (config.components?.Pagination as { itemActiveColor?: string } | undefined)?.itemActiveColor ?? token.colorPrimary;
    expect(contrast(currentPage, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    const radio = (config.components?.Radio ?? {}) as { colorPrimary?: string; buttonSolidCheckedColor?: string };
    expect(contrast(radio.colorPrimary ?? token.colorPrimary, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    // a solid checked radio button: its text on that colour
    expect(contrast(radio.buttonSolidCheckedColor ?? token.colorTextLightSolid, radio.colorPrimary ?? token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([false, true])('keeps a button, a tab and a link readable under the pointer and pressed (dark: %s)', (isDark) => {
    const config = themeConfig(isDark);
    const token = theme.getDesignToken(config);
    const button = (config.components?.Button ?? {}) as Record<string, string | undefined>;
    // a solid primary button: white on its hover blue
    expect(contrast(token.colorTextLightSolid, button.colorPrimaryHover ?? token.colorPrimaryHover)).toBeGreaterThanOrEqual(4.5);
    // a default button: its text on the page when hovered and pressed
    expect(contrast(button.defaultHoverColor ?? token.colorPrimaryHover, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(button.defaultActiveColor ?? token.colorPrimaryActive, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    // a tab's text under the pointer
    const tabs = (config.components?.Tabs ?? {}) as Record<string, string | undefined>;
    expect(contrast(tabs.itemHoverColor ?? token.colorPrimaryHover, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    // a link (and a link button) under the pointer and pressed, on the page
    for (const link of [token.colorLinkHover, token.colorLinkActive]) expect(contrast(link, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    // a danger button: a solid one's text on its hover and pressed red, an outlined one's red on the page
    for (const red of [button.colorErrorHover ?? token.colorErrorHover, button.colorErrorActive ?? token.colorErrorActive]) {
      expect(contrast(button.dangerColor ?? token.colorTextLightSolid, red)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(red, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([false, true])('keeps a switch\'s label readable, off and on, under the pointer or not (dark: %s)', (isDark) => {
    const config = themeConfig(isDark);
    const token = theme.getDesignToken(config);
    const aliases = { ...token, ...(config.components?.Switch as Record<string, string> | undefined) };
    // antd draws an unchecked switch's track in the quaternary text colour, hovered in the tertiary;
    // a checked one in the primary colour, hovered in its hover colour
    for (const track of [aliases.colorTextQuaternary, aliases.colorTextTertiary, aliases.colorPrimary, aliases.colorPrimaryHover]) {
      expect(contrast(token.colorTextLightSolid, opaque(track, token.colorBgContainer))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([false, true])('keeps every preset colour\'s tag readable (dark: %s)', (isDark) => {
    const token = theme.getDesignToken(themeConfig(isDark)) as unknown as Record<string, string>;
    // a Tag of a preset colour: its shade 7 as text on its shade 1
    for (const preset of PresetColors) expect(contrast(token[`${preset}7`], token[`${preset}1`]), preset).toBeGreaterThanOrEqual(4.5);
  });

  it.each([false, true])('keeps red and the status colours readable as text (dark: %s)', (isDark) => {
    const config = themeConfig(isDark);
    const token = theme.getDesignToken(config);
    const component = (name: 'Button' | 'Tag') => (config.components?.[name] ?? {}) as Record<string, string | undefined>;
    // a danger button's text and a form's error on the page and on a card; a solid danger button's text on its red
    for (const bg of [token.colorBgContainer, token.colorBgLayout]) expect(contrast(token.colorError, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(component('Button').dangerColor ?? token.colorTextLightSolid, token.colorError)).toBeGreaterThanOrEqual(4.5);
    // status tags: their text (the status colour, the Tag's own where it has one) on their tinted background
    for (const status of ['Success', 'Warning', 'Error', 'Info'] as const) {
      const text = component('Tag')[`color${status}`] ?? token[`color${status}`];
      expect(contrast(text, token[`color${status}Bg`]), status).toBeGreaterThanOrEqual(4.5);
      // Typography's success, warning and danger text
      expect(contrast(token[`color${status}Text`], token.colorBgContainer), `${status} text`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
