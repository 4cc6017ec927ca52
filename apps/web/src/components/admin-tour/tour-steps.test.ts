import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../app/rules/menu-tree';
import { PAGE_AREA, pageOf, startsByItself, tourSteps } from './tour-steps';

const item = (name: string, children: MenuItem[] = [], menuType: MenuItem['menuType'] = 'tab'): MenuItem => ({
  id: name.length, name, title: name, icon: '', type: children.length ? 'menu_dir' : 'menu', menuType: children.length ? '' : menuType,
  path: `/admin/${name}`, keepalive: 0, extend: 'none', url: '', children,
});

const everything = [
  item('dashboard'),
  item('routine', [item('routine/config')]),
  item('shop', [item('shop/shop')]),
  item('hq', [item('hq/product'), item('hq/commission')]),
];

describe('the first-run tour steps', () => {
  it('go through the layout, then the four first pages of a chain, in order', () => {
    const steps = tourSteps(everything, 'Default');
    expect(steps.map((s) => s.key)).toEqual(['welcome', 'menu', 'tabs', 'tools', 'user', 'settings', 'siteName', 'shop', 'product', 'commission', 'done']);
    expect(steps.filter((s) => s.page).map((s) => s.page)).toEqual(['routine/config', 'shop/shop', 'hq/product', 'hq/commission']);
    // a page step points at the page itself
    expect(steps.find((s) => s.key === 'shop')).toMatchObject({ target: PAGE_AREA, page: 'shop/shop' });
  });

  it('leave out the pages the admin may not open', () => {
    const shopOnly = [item('dashboard'), item('shop', [item('shop/shop')])];
    expect(tourSteps(shopOnly, 'Classic').filter((s) => s.page).map((s) => s.key)).toEqual(['shop']);
    expect(tourSteps([], 'Classic').map((s) => s.key)).toEqual(['welcome', 'menu', 'tabs', 'tools', 'user', 'settings', 'done']);
    // a folder or a link of that name is not the page
    expect(pageOf([item('hq/product', [item('hq/product/x')])], 'hq/product')).toBeUndefined();
    expect(pageOf([item('hq/product', [], 'link')], 'hq/product')).toBeUndefined();
    expect(pageOf(everything, 'hq/commission')?.path).toBe('/admin/hq/commission');
  });

  it("point at the menus where each layout shows them, and at the drawer's button on a narrow window", () => {
    const menuOf = (...args: Parameters<typeof tourSteps>) => tourSteps(...args).find((s) => s.key === 'menu')?.target;
    expect(menuOf(everything, 'Default')).toBe('.admin-aside');
    expect(menuOf(everything, 'Classic')).toBe('.admin-aside');
    expect(menuOf(everything, 'Streamline')).toBe('.admin-topbar-menu');
    expect(menuOf(everything, 'Double')).toBe('.admin-topbar-menu, .admin-aside');
    expect(menuOf(everything, 'Split')).toBe('.admin-columns');
    expect(menuOf(everything, 'Split', true)).toBe('.admin-menu-toggle');
    const besideOf = (...args: Parameters<typeof tourSteps>) => tourSteps(...args).find((s) => s.key === 'menu')?.placement;
    expect([besideOf(everything, 'Default'), besideOf(everything, 'Split'), besideOf(everything, 'Streamline'), besideOf(everything, 'Classic', true)])
      .toEqual(['right', 'right', 'bottom', 'bottomLeft']);
  });

  it('start by themselves only for an admin who has not seen them, in a browser a person drives', () => {
    expect(startsByItself(false, false)).toBe(true);
    expect(startsByItself(true, false)).toBe(false);
    // not known yet (the answer is on its way, or failed): wait
    expect(startsByItself(undefined, false)).toBe(false);
    expect(startsByItself(false, true)).toBe(false);
  });
});
