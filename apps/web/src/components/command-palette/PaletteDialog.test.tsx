import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminSearchResult } from '@app/contract';
import { envelope, fakeServer } from '../../api/test-server';
import { setFeedback } from '../../api/feedback';
import { registerRouter } from '../../app/route-push';
import type { MenuItem } from '../../app/rules/menu-tree';
import { useAdminInfo } from '../../stores/admin-info';
import { useNavTabs } from '../../stores/nav-tabs';
import { loadEnglishPacks } from '../../test/lang';
import { renderWithQuery } from '../../test/query';
import { isPaletteShortcut } from './CommandPalette';
import PaletteDialog from './PaletteDialog';
import { moveActive, rememberPage } from './palette-items';

const page = (id: number, name: string, title: string): MenuItem => ({ id, name, title, icon: '', type: 'menu', menuType: 'tab', path: `/admin/${name}`, keepalive: 0, extend: 'none', url: '', children: [] });
const MENUS: MenuItem[] = [
  { ...page(1, 'order', 'Trade'), type: 'menu_dir', path: '', children: [page(2, 'order/order', 'Order list'), page(3, 'order/product', 'Order lines')] },
  page(4, 'user/user', 'Members'),
  page(5, 'shop/shop', 'Shops'),
];
const FOUND: AdminSearchResult = {
  orders: [{ id: 7, order_no: '20261203120000000007', status: 'paid', shop_name: 'Alpha' }],
  members: null,
  shops: [{ id: 9, name: 'Order house', code: 'OH' }],
};

const location = { pathname: '/admin', search: '' };
const navigate = vi.fn(async (to: string) => {
  const url = new URL(to, 'http://x');
  Object.assign(location, { pathname: url.pathname, search: url.search });
});

beforeAll(() => loadEnglishPacks(['command-palette']));
beforeEach(() => {
  localStorage.clear();
  navigate.mockClear();
  Object.assign(location, { pathname: '/admin', search: '' });
  registerRouter({ navigate, state: { location } });
  setFeedback({ success: vi.fn(), codeError: vi.fn(), httpError: vi.fn() });
  useAdminInfo.setState({ id: 3, super: false });
  // no page open (another suite of this project may have left one); the redeem action needs the order list's `redeem` node
  useNavTabs.setState({ tabsViewRoutes: MENUS, tabsView: [], activeRoute: null, activeIndex: -1, authNode: new Map([['/admin/order/order', ['/admin/order/order/index', '/admin/order/order/redeem']]]) });
});

const input = () => screen.getByRole('combobox');
const options = () => screen.queryAllByRole('option');
const selected = () => options().find((o) => o.getAttribute('aria-selected') === 'true');

describe('command palette keys', () => {
  it('opens on Ctrl+K and Cmd+K only', () => {
    expect(isPaletteShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false })).toBe(true);
    expect(isPaletteShortcut({ key: 'K', ctrlKey: false, metaKey: true, altKey: false, shiftKey: false })).toBe(true);
    expect(isPaletteShortcut({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false })).toBe(false);
    expect(isPaletteShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: false, shiftKey: true })).toBe(false);
  });

  it('arrows wrap around the list', () => {
    expect(moveActive(0, 'ArrowDown', 3)).toBe(1);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(1, 'Enter', 3)).toBeUndefined();
    expect(moveActive(0, 'ArrowDown', 0)).toBeUndefined();
  });

  it('with no text: recent pages and the actions the admin may use; arrows move the highlighted option, Enter opens it', async () => {
    rememberPage(3, { path: '/admin/shop/shop', title: 'Shops' });
    rememberPage(4, { path: '/admin/secret', title: 'Not mine' });
    const onClose = vi.fn();
    renderWithQuery(<PaletteDialog open onClose={onClose} />);
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(options().map((o) => o.dataset.source)).toEqual(['recent', 'action']);
    expect(selected()?.textContent).toContain('Shops');
    expect(input().getAttribute('aria-activedescendant')).toBe(selected()?.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(selected()?.textContent).toContain('Redeem a pickup code');
    expect(input().getAttribute('aria-activedescendant')).toBe(selected()?.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(selected()?.textContent).toContain('Shops');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/order/order?redeem=1'));
  });

  it('menus at once, records once typing stops; each option says its source; Enter opens the record', async () => {
    const calls = fakeServer(() => envelope(1, FOUND));
    renderWithQuery(<PaletteDialog open onClose={() => {}} />);
    fireEvent.change(input(), { target: { value: 'order' } });
    expect(options().map((o) => [o.dataset.source, o.textContent])).toEqual([
      ['menu', 'MenuOrder listTrade'],
      ['menu', 'MenuOrder linesTrade'],
    ]);
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/admin/Search/index');
    expect(calls[0].params).toEqual({ q: 'order' });
    expect(options().slice(2).map((o) => [o.dataset.source, o.textContent])).toEqual([
      ['orders', 'Order20261203120000000007Paid · Shop: Alpha'],
      ['shops', 'ShopOrder houseOH'],
    ]);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(selected()?.dataset.source).toBe('orders');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/order/order?detail=7'));
    // it opens empty next time
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('asks for three characters before searching records, and says when nothing matches', async () => {
    const calls = fakeServer(() => envelope(1, { orders: [], members: [], shops: [] }));
    renderWithQuery(<PaletteDialog open onClose={() => {}} />);
    fireEvent.change(input(), { target: { value: 'zq' } });
    expect(screen.getByRole('status').textContent).toBe('Type at least 3 characters to search orders, members and shops');
    fireEvent.change(input(), { target: { value: 'zqx' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing matches'));
    expect(calls.map((c) => c.params)).toEqual([{ q: 'zqx' }]);
  });
});
