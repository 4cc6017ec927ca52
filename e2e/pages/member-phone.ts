import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

const PAGES = path.resolve(import.meta.dirname, '../../apps/web/src/pages/member-centre');

/**
 * Every member route of the web app's registry (pages/member-centre/registry.ts): a folder with an
 * `index.tsx` is the page of rule `<folder>` (`account/change-password` → `account/changePassword`),
 * a top folder's is `<folder>/index`; the login page is not behind the member layout.
 */
export function memberRoutes(): string[] {
  const camel = (segment: string) => segment.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const routes: string[] = [];
  for (const top of fs.readdirSync(PAGES, { withFileTypes: true })) {
    if (!top.isDirectory() || top.name === 'login') continue;
    if (fs.existsSync(path.join(PAGES, top.name, 'index.tsx'))) routes.push(`/user/${camel(top.name)}/index`);
    for (const sub of fs.readdirSync(path.join(PAGES, top.name), { withFileTypes: true })) {
      if (sub.isDirectory() && fs.existsSync(path.join(PAGES, top.name, sub.name, 'index.tsx'))) routes.push(`/user/${camel(top.name)}/${camel(sub.name)}`);
    }
  }
  return routes.sort();
}

/** The member centre as a phone shows it: the bottom tab bar, its tabs, the page's width. */
export class MemberPhone {
  constructor(readonly page: Page) {}

  readonly tabBar = () => this.page.getByTestId('member-tab-bar');
  readonly tab = (key: 'home' | 'shop' | 'orders' | 'me') => this.page.getByTestId(`member-tab-${key}`);
  readonly memberMenu = () => this.page.locator('#user-aside');

  /** Display mode and language as the switches store them (the next load reads them). */
  async settings(mode: 'light' | 'dark', lang: 'zh-cn' | 'en') {
    await this.page.evaluate(({ mode, lang }) => {
      localStorage.setItem('colorMode', JSON.stringify({ state: { mode }, version: 0 }));
      const stored = JSON.parse(localStorage.getItem('storeConfig_v2') ?? '{"state":{},"version":0}') as { state: { lang?: Record<string, unknown> } };
      stored.state.lang = { ...stored.state.lang, defaultLang: lang };
      localStorage.setItem('storeConfig_v2', JSON.stringify(stored));
    }, { mode, lang });
    await this.page.reload();
    await expect(this.page.locator('html')).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect(this.page.locator('html')).toHaveAttribute('lang', lang === 'en' ? /^en/ : /^zh/);
    await expect(this.page.locator('.user-layout-main h1').first()).toBeVisible({ timeout: 15_000 });
  }

  /** Opens a member page in the app (a history entry, as a link does: no reload) and waits until it drew its data. */
  async open(route: string) {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await expect(this.page).toHaveURL(new RegExp(`${route}$`));
    await expect(this.page.locator('.user-layout-main h1').first()).toBeVisible({ timeout: 15_000 });
    await expect(this.page.locator('.user-layout-main .ant-spin-spinning, .user-layout-main .ant-skeleton, .user-layout-main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  }

  readonly orderCards = () => this.page.getByTestId('my-orders').getByTestId('order-card');
  readonly drawer = () => this.page.locator('.ant-drawer-content-wrapper').filter({ visible: true }).last();
  readonly dialog = () => this.page.locator('.ant-modal').filter({ visible: true }).last();
  /** A confirmation (antd's confirm dialog, over the page or a drawer). */
  readonly confirmation = () => this.page.locator('.ant-modal-confirm').filter({ visible: true }).last();

  /** The buttons and close targets in `scope` smaller than 44 × 44 px, named with their size (none: all can be tapped). */
  smallTargets(scope: Locator) {
    return scope.locator('button, [role="button"], a[href]').evaluateAll((els) =>
      els.filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ el, box }) => `${(el.getAttribute('aria-label') || el.textContent || el.className).trim().slice(0, 30)} ${Math.round(box.width)}×${Math.round(box.height)}`));
  }

  /**
   * A finger dragging the list down from `y` by `by` px and letting go (real touch events through
   * the DevTools protocol). Raw touches are not checked the way a tap is, so first the point must
   * be on the pull area: within a second of a load index.html's full-screen loading block still
   * covers the page, and a drag on it pulls nothing.
   */
  async pullDown(y: number, by: number) {
    const x = 180;
    await expect.poll(() => this.page.evaluate((p) => !!document.elementFromPoint(p.x, p.y)?.closest('[data-testid="pull-to-refresh"]'), { x, y }), {
      message: `the pull area is what a finger at (${x}, ${y}) touches`,
    }).toBe(true);
    const cdp = await this.page.context().newCDPSession(this.page);
    const at = (dy: number) => [{ x, y: y + dy }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let dy = 20; dy <= by; dy += 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(dy) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  /** The document's width as laid out: wider than the window means the page scrolls sideways. */
  scrollWidth() {
    return this.page.evaluate(() => document.documentElement.scrollWidth);
  }

  /** What sticks out past the window's right edge (the deepest such elements), to name in a failure. */
  overflowing() {
    return this.page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const out = Array.from(document.querySelectorAll('body *')).filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0);
      return out.filter((el) => !out.some((o) => o !== el && el.contains(o))).slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} → ${Math.round(el.getBoundingClientRect().right)}px`);
    });
  }
}
