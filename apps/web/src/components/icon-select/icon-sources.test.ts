import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import faNames from './fa-icons.json';
import { filterIcons, iconfontNames, iconNames, sourceOf } from './icon-sources';

describe('icon sources', () => {
  it('lists every Font Awesome 4.7 icon of the installed stylesheet (regenerate with scripts/gen-fa-icons.mjs)', () => {
    const css = readFileSync(createRequire(import.meta.url).resolve('font-awesome/css/font-awesome.css'), 'utf8');
    const fromCss = [...new Set([...css.matchAll(/\.fa-([a-z0-9-]+):before/g)].map((match) => match[1]))];
    expect(faNames).toEqual(fromCss);
    expect(faNames.length).toBeGreaterThan(700);
    expect(iconNames('fa')).toContain('fa fa-circle-o');
  });

  it('names icons the way rules store them', () => {
    expect(iconNames('antd')).toContain('el-icon-UserFilled');
    expect(iconNames('local')).toContain('local-logo');
    expect(iconNames('antd').every((name) => name.startsWith('el-icon-'))).toBe(true);
  });

  it('tells the source of a stored name', () => {
    expect(sourceOf('el-icon-Grid')).toBe('antd');
    expect(sourceOf('fa fa-user')).toBe('fa');
    expect(sourceOf('local-logo')).toBe('local');
    expect(sourceOf('iconfont icon-cart')).toBe('iconfont');
    expect(sourceOf('https://x/y.png')).toBeUndefined();
    expect(sourceOf(undefined)).toBeUndefined();
  });

  it('searches the names without their prefix', () => {
    const names = ['fa fa-user', 'fa fa-user-o', 'fa fa-users', 'fa fa-fax', 'el-icon-User'];
    expect(filterIcons(names, 'USER')).toEqual(['fa fa-user', 'fa fa-user-o', 'fa fa-users', 'el-icon-User']);
    expect(filterIcons(names, 'fa')).toEqual(['fa fa-fax']);
    expect(filterIcons(names, '  ')).toEqual(names);
  });

  it('reads iconfont icons from loaded iconfont stylesheets only', () => {
    const sheet = (text: string) => {
      const style = document.createElement('style');
      style.textContent = text;
      document.head.append(style);
      return style.sheet!;
    };
    const iconfont = sheet('.iconfont { font-family: iconfont } .icon-cart:before { content: "a" } .icon-home::before { content: "b" }');
    const other = sheet('.icon-not-iconfont:before { content: "c" }');
    expect(iconfontNames([iconfont, other])).toEqual(['iconfont icon-cart', 'iconfont icon-home']);
    expect(iconfontNames([other])).toEqual([]);
  });
});
