import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
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
  const luminance = (hex: string) => {
    const [r, g, b] = hex.replace('#', '').match(/../g)!.map((x) => parseInt(x, 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  it.each([false, true])('keeps text readable (dark: %s): white on primary buttons, info tags, the selected tab', (isDark) => {
    const config = themeConfig(isDark);
    const token = theme.getDesignToken(config);
    expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorInfo, token.colorInfoBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorLink, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    const selectedTab = (config.components?.Tabs as { itemSelectedColor?: string } | undefined)?.itemSelectedColor ?? token.colorPrimary;
    expect(contrast(selectedTab, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
  });
});
