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
});
