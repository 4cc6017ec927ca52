import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../api/feedback';
import { defaultLayout, useLayoutConfig } from '../stores/layout-config';
import { onClickMenu, registerRouter, routePush, type RouterLike } from './route-push';
import type { MenuItem } from './rules/menu-tree';

const feedback = { success: vi.fn(), codeError: vi.fn(), httpError: vi.fn(), warning: vi.fn() };

/** A router whose navigation moves to the target, or stays put when `blocked`. */
function fakeRouter(start: string, behaviour: 'move' | 'blocked' | 'throws' = 'move') {
  const url = new URL(start, 'http://x');
  const router: RouterLike & { navigate: ReturnType<typeof vi.fn> } = {
    state: { location: { pathname: url.pathname, search: url.search } },
    navigate: vi.fn(async (to: string) => {
      if (behaviour === 'throws') throw new Error('no route');
      if (behaviour === 'blocked') return;
      const next = new URL(to, 'http://x');
      router.state.location = { pathname: next.pathname, search: next.search };
    }),
  };
  registerRouter(router);
  return router;
}

const menu = (menuType: MenuItem['menuType'], path: string): MenuItem => ({
  id: 1, name: 'm', title: 'M', icon: '', type: 'menu', menuType, path, keepalive: 0, extend: 'none', url: '', children: [],
});

beforeEach(() => {
  Object.values(feedback).forEach((fn) => fn.mockReset());
  setFeedback(feedback);
  useLayoutConfig.setState({ layout: defaultLayout, shrink: false });
});

describe('routePush', () => {
  it('navigates and reports nothing on success', async () => {
    const router = fakeRouter('/admin/a');
    expect(await routePush('/admin/b?x=1')).toBe('ok');
    expect(router.navigate).toHaveBeenCalledWith('/admin/b?x=1');
    expect(feedback.codeError).not.toHaveBeenCalled();
  });

  it('warns when already at the target', async () => {
    const router = fakeRouter('/admin/a?x=1');
    expect(await routePush('/admin/a?x=1')).toBe('duplicated');
    expect(router.navigate).not.toHaveBeenCalled();
    expect(feedback.warning).toHaveBeenCalledWith('Navigation failed, it is at the navigation target position!');
  });

  it('reports a navigation a guard blocked', async () => {
    fakeRouter('/admin/a', 'blocked');
    expect(await routePush('/admin/b')).toBe('intercepted');
    expect(feedback.codeError).toHaveBeenCalledWith('Navigation failed, navigation guard intercepted!');
  });

  it('says nothing of a navigation a newer one replaced before it was done (not a guard)', async () => {
    const url = new URL('/admin/a', 'http://x');
    const pending: (() => void)[] = [];
    const router: RouterLike = {
      state: { location: { pathname: url.pathname, search: '' }, navigation: { state: 'idle' } },
      // as the data router does: a navigation's promise ends when a newer one interrupts it, the location unchanged
      navigate: (to: string) =>
        new Promise<void>((resolve) => {
          pending.forEach((end) => end());
          pending.length = 0;
          router.state.navigation!.state = 'loading';
          const end = () => resolve();
          pending.push(end);
          setTimeout(() => {
            if (pending[0] !== end) return;
            pending.length = 0;
            router.state.location = { pathname: to, search: '' };
            router.state.navigation!.state = 'idle';
            resolve();
          }, 10);
        }),
    };
    registerRouter(router);
    const first = routePush('/admin/config');
    const second = routePush('/admin/shop');
    expect(await first).toBe('superseded');
    expect(await second).toBe('ok');
    expect(router.state.location.pathname).toBe('/admin/shop');
    expect(feedback.codeError).not.toHaveBeenCalled();
  });

  it('reports invalid targets', async () => {
    fakeRouter('/admin/a', 'throws');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await routePush('/admin/b')).toBe('invalid');
    expect(await routePush('https://evil.example.com')).toBe('invalid');
    expect(await routePush('//evil.example.com')).toBe('invalid');
    expect(feedback.codeError).toHaveBeenCalledTimes(3);
    expect(feedback.codeError).toHaveBeenCalledWith('Navigation failed, invalid route!');
  });
});

describe('onClickMenu', () => {
  it('navigates to tab and iframe entries and opens links in a new window', async () => {
    const router = fakeRouter('/admin/a');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    onClickMenu(menu('tab', '/admin/b'));
    onClickMenu(menu('iframe', '/admin/iframe/https%3A%2F%2Fx.example.com'));
    onClickMenu(menu('link', 'https://docs.example.com'));
    await vi.waitFor(() => expect(router.navigate).toHaveBeenCalledTimes(2));
    expect(router.navigate).toHaveBeenNthCalledWith(2, '/admin/iframe/https%3A%2F%2Fx.example.com');
    expect(open).toHaveBeenCalledWith('https://docs.example.com', '_blank', 'noopener,noreferrer');
  });

  it('reports an unknown menu type', () => {
    fakeRouter('/admin/a');
    onClickMenu(menu('', '/admin/b'));
    expect(feedback.codeError).toHaveBeenCalledWith('Navigation failed, the menu type is unrecognized!');
  });

  it('closes the menu drawer of a narrow window', () => {
    fakeRouter('/admin/a');
    useLayoutConfig.setState({ shrink: true, layout: { ...defaultLayout, menuCollapse: false } });
    onClickMenu(menu('tab', '/admin/b'));
    expect(useLayoutConfig.getState().layout.menuCollapse).toBe(true);
  });
});
