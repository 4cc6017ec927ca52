import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadEnglishPacks } from '../../../test/lang';
import { useMemberCenter } from '../../../stores/member-center';
import { useSiteConfig } from '../../../stores/site-config';
import { useUserInfo } from '../../../stores/user-info';
import zhHome from '../../../lang/zh-cn/pages/home';
import HomePage from './index';

vi.mock('../../../app/bootstrap/site', () => ({ loadSite: () => Promise.resolve() }));

const entry = (id: number, title: string, path: string) => ({
  id, name: path, title, icon: '', type: 'nav_user_menu' as const, menuType: 'tab' as const, path, keepalive: 0, extend: 'none' as const, url: '', children: [],
});

function renderHome() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] })} />);
}

describe('home page', () => {
  beforeEach(async () => {
    await loadEnglishPacks(['home']);
    useSiteConfig.getState().dataFill({ siteName: 'Franchise', recordNumber: 'ICP 123' });
    useMemberCenter.getState().setNavUserMenus([entry(7, 'My orders', '/user/orders')]);
    useUserInfo.getState().reset();
  });

  it('shows the site name, the record number and the member login while nobody is logged in', () => {
    useMemberCenter.getState().setStatus(true);
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Franchise');
    expect(screen.getByRole('link', { name: /ICP 123/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Member login' }).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('member-dropdown')).toBeNull();
  });

  it('puts the logged-in member in a dropdown with the nav_user_menu entries', () => {
    useMemberCenter.getState().setStatus(true);
    useUserInfo.getState().dataFill({ id: 3, token: 't', nickname: 'Ann' });
    renderHome();
    const trigger = screen.getByTestId('member-dropdown');
    expect(trigger.textContent).toContain('Ann');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/user/orders');
    expect(screen.getByRole('button', { name: /Log ?out/i })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('promises only what the site has, in both languages, and shows no record number the site has not set', async () => {
    useMemberCenter.getState().setStatus(true);
    useSiteConfig.getState().dataFill({ recordNumber: '' });
    renderHome();
    expect(document.body.textContent).not.toMatch(/shop|product|order|commission/i);
    expect(JSON.stringify(zhHome)).not.toMatch(/门店|商品|订单|佣金/);
    expect(screen.queryByRole('link', { name: /ICP|Record number/ })).toBeNull();
  });

  it('offers no way into the member centre when openMemberCenter is off', () => {
    useMemberCenter.getState().setStatus(false);
    useUserInfo.getState().dataFill({ id: 3, token: 't', nickname: 'Ann' });
    renderHome();
    expect(screen.queryByTestId('member-dropdown')).toBeNull();
    expect(screen.queryByRole('link', { name: /Member (login|center|centre)/ })).toBeNull();
  });
});
