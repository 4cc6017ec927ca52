import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Rule } from '../../api/types';
import { bootstrapMember } from '../../app/bootstrap/member';
import { useMemberCenter } from '../../stores/member-center';
import { useSiteConfig } from '../../stores/site-config';
import UserLayout from './UserLayout';

const getIndex = vi.hoisted(() => vi.fn());
vi.mock('../../api/user', () => ({ getIndex }));

const overview: Rule = {
  id: 2, pid: 0, type: 'menu', title: 'Account overview', name: 'account/overview', path: 'account/overview', icon: '', menu_type: 'tab',
  url: '', component: '/src/views/frontend/user/account/overview.vue', no_login_valid: 0, extend: 'none', keepalive: 0, children: [],
} as unknown as Rule;

function renderOverview() {
  const router = createMemoryRouter(
    [{ path: '/user', Component: UserLayout, children: [{ path: 'account/overview', element: <p>Overview page</p> }] }],
    { initialEntries: ['/user/account/overview'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  useSiteConfig.getState().setUserInitialize(false);
  useMemberCenter.setState({ layoutMode: 'Default', viewRoutes: [] });
});

describe('member layout', () => {
  it('shows the member menu from the member rules beside the page', async () => {
    getIndex.mockResolvedValue({ site: {}, openMemberCenter: true, userInfo: [], rules: [], menus: [overview] });
    await bootstrapMember();
    renderOverview();
    expect(await screen.findByText('Overview page')).toBeTruthy();
    // the menu's code loads when it is shown
    expect(within(await screen.findByRole('navigation', { name: 'Member menu' }, { timeout: 10_000 })).getByText('Account overview')).toBeTruthy();
  });

  it('closes the member centre when the site switches it off (openMemberCenter)', async () => {
    getIndex.mockResolvedValue({ site: {}, openMemberCenter: false, userInfo: [], rules: [], menus: [overview] });
    await bootstrapMember();
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'The member center is closed' })).toBeTruthy();
    expect(screen.queryByText('Overview page')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Member menu' })).toBeNull();
  });
});
