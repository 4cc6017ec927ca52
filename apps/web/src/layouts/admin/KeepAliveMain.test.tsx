import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useNavTabs } from '../../stores/nav-tabs';
import { KeepAliveMain } from './KeepAliveMain';
import { useTabSync } from './use-admin-layout';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${name}:${count}@${pathname}`}
    </button>
  );
}

function Frame() {
  useTabSync();
  return <KeepAliveMain id="main" />;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        Component: Frame,
        children: [
          { id: 'admin:a', path: 'a', handle: { title: 'A', ruleName: 'a', addtab: true, keepalive: 'a' }, element: <Counter name="a" /> },
          { id: 'admin:b', path: 'b', handle: { title: 'B', ruleName: 'b', addtab: true, keepalive: 0 }, element: <Counter name="b" /> },
        ],
      },
    ],
    { initialEntries: ['/admin/a'] },
  );
  const view = render(<RouterProvider router={router} />);
  const page = (path: string) => view.container.querySelector<HTMLElement>(`[data-path="${path}"]`);
  const go = (to: string) => act(() => router.navigate(to));
  return { router, page, go };
}

beforeEach(() => useNavTabs.getState().closeTabs());

describe('keep-alive page area', () => {
  it('keeps pages whose rule has keepalive while their tab is open, and re-mounts the others', async () => {
    const { page, go } = setup();
    fireEvent.click(await screen.findByText('a:0@/admin/a'));
    expect(screen.getByText('a:1@/admin/a')).toBeTruthy();

    await go('/admin/b');
    fireEvent.click(await screen.findByText('b:0@/admin/b'));
    // the hidden page keeps its state and sees its own location
    expect(page('/admin/a')?.textContent).toBe('a:1@/admin/a');
    expect(page('/admin/a')?.style.display).toBe('none');
    expect(useNavTabs.getState().tabsView.map((tab) => tab.path)).toEqual(['/admin/a', '/admin/b']);

    await go('/admin/a');
    expect(screen.getByText('a:1@/admin/a')).toBeTruthy();
    expect(page('/admin/a')?.style.display).not.toBe('none');
    expect(page('/admin/b')).toBeNull();

    await go('/admin/b');
    expect(screen.getByText('b:0@/admin/b')).toBeTruthy();
  });

  it('re-mounts a page when its tab is reloaded and forgets it when the tab closes', async () => {
    const { page, go } = setup();
    fireEvent.click(await screen.findByText('a:0@/admin/a'));
    act(() => useNavTabs.getState().reloadTab('/admin/a'));
    expect(screen.getByText('a:0@/admin/a')).toBeTruthy();

    fireEvent.click(screen.getByText('a:0@/admin/a'));
    await go('/admin/b');
    expect(page('/admin/a')).not.toBeNull();
    act(() => useNavTabs.getState().closeTab('/admin/a'));
    expect(page('/admin/a')).toBeNull();
    await go('/admin/a');
    expect(screen.getByText('a:0@/admin/a')).toBeTruthy();
  });
});
