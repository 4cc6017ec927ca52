import { describe, expect, it } from 'vitest';
import { seededText } from './seeded.ts';

describe('seededText', () => {
  it("shows a seeded rule title in the reader's language, as the menus do", () => {
    expect(seededText('en', '控制台')).toBe('Dashboard');
    expect(seededText('en', '会员管理')).toBe('Members');
    expect(seededText('zh-cn', '控制台')).toBe('控制台');
  });

  it("shows an operator's own text as typed, in every language (a %s kept)", () => {
    expect(seededText('en', '我的菜单')).toBe('我的菜单');
    expect(seededText('zh-cn', 'My menu')).toBe('My menu');
    expect(seededText('en', '50%s off')).toBe('50%s off');
  });
});
