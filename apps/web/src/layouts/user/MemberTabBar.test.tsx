import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MenuItem } from '../../app/rules/menu-tree';
import { useMemberCenter } from '../../stores/member-center';
import { MemberTabBar } from './MemberTabBar';

const page = (path: string, children: MenuItem[] = []): MenuItem =>
  ({ id: path.length, name: path, title: path, icon: '', type: 'menu', menuType: 'tab', path, keepalive: 0, extend: 'none', url: '', children }) as MenuItem;

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <MemberTabBar /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  useMemberCenter.setState({
    menuExpand: false,
    viewRoutes: [page('/user/account', [page('/user/account/overview'), page('/user/account/profile')]), page('/user/order', [page('/user/order/shop'), page('/user/order/index')])],
  });
});

describe('the member tab bar', () => {
  it('shows home, shop, orders and me, the current page marked', () => {
    renderAt('/user/order/shop');
    const bar = screen.getByRole('navigation', { name: 'Member tabs' });
    expect([...bar.querySelectorAll('a, button')].map((el) => el.textContent)).toEqual(['Home', 'Shop', 'Orders', 'Me']);
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Me' }).className).not.toContain('is-active');
  });

  it('leaves out a tab the member rules do not give, and "me" is current on the other pages', () => {
    useMemberCenter.setState({ viewRoutes: [page('/user/account', [page('/user/account/overview'), page('/user/account/profile')])] });
    renderAt('/user/account/profile');
    expect(screen.queryByRole('link', { name: 'Shop' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Me' }).className).toContain('is-active');
  });

  it('"me" opens and closes the member menu; a tab closes it', () => {
    const router = renderAt('/user/account/overview');
    fireEvent.click(screen.getByRole('button', { name: 'Me' }));
    expect(useMemberCenter.getState().menuExpand).toBe(true);
    expect(screen.getByRole('button', { name: 'Me' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(useMemberCenter.getState().menuExpand).toBe(false);
    expect(router.state.location.pathname).toBe('/user/order/index');
  });
});
