import { expect, test } from '@playwright/test';
import { MemberPhone, memberRoutes } from '../pages/member-phone.ts';
import { completedAgentOrder, createMember } from '../support/oracle.ts';
import { loginMember, unique } from '../support/session.ts';

// Issue #34 item 1: the member centre at a phone's width (360 px, the narrowest the issue names).
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('every member route fits 360 px in light and dark, Chinese and English; the tab bar navigates with 44 px targets', async ({ page, context }) => {
  // 44 page views (11 routes × 2 modes × 2 languages) on a machine shared by the other suites
  test.setTimeout(180_000);
  const username = unique('ph');
  await createMember({ username, password: 'member-pass-1' });
  // an approved agent (with a downline's completed order), so the agent pages show the agent's view
  await completedAgentOrder(username, 1000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ longitude: 121.4737, latitude: 31.2304 });
  await loginMember(page, username, 'member-pass-1');
  const phone = new MemberPhone(page);
  // the shop list is asked with the phone's position (nearest first)
  const shopLists: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/shop/index') && shopLists.push(r.url())));
  const routes = memberRoutes();
  expect(routes).toEqual(expect.arrayContaining(['/user/account/overview', '/user/order/shop', '/user/order/index', '/user/agent/index', '/user/knowledge/index']));

  for (const mode of ['light', 'dark'] as const) {
    for (const lang of ['zh-cn', 'en'] as const) {
      await phone.settings(mode, lang);
      for (const route of routes) {
        await phone.open(route);
        const width = await phone.scrollWidth();
        expect(width, `${route} (${mode}, ${lang}) ${width > 360 ? (await phone.overflowing()).join(', ') : ''}`).toBeLessThanOrEqual(360);
      }
    }
  }

  // the tab bar: four tabs of at least 44 × 44 px, each opening its page and marked current
  await expect(phone.tabBar()).toBeVisible();
  for (const key of ['home', 'shop', 'orders', 'me'] as const) {
    const box = await phone.tab(key).boundingBox();
    expect(box?.height, key).toBeGreaterThanOrEqual(44);
    expect(box?.width, key).toBeGreaterThanOrEqual(44);
  }
  expect(shopLists.length).toBeGreaterThan(0);
  for (const url of shopLists) expect(new URL(url).searchParams.get('lng') + ',' + new URL(url).searchParams.get('lat')).toBe('121.4737,31.2304');
  await phone.tab('shop').tap();
  await expect(page).toHaveURL(/\/user\/order\/shop$/);
  await expect(phone.tab('shop')).toHaveAttribute('aria-current', 'page');
  await phone.tab('orders').tap();
  await expect(page).toHaveURL(/\/user\/order\/index$/);
  await expect(phone.tab('orders')).toHaveAttribute('aria-current', 'page');
  await expect(phone.tab('shop')).not.toHaveAttribute('aria-current', 'page');
  await phone.tab('home').tap();
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
  // "me": the member menu over the page, and its entries open the rest
  await phone.tab('me').tap();
  await expect(phone.tab('me')).toHaveAttribute('aria-expanded', 'true');
  await expect(phone.memberMenu()).toBeVisible();
  const agentFolder = phone.memberMenu().locator('.ant-menu-submenu-title').filter({ hasText: /^Agent centre$/ });
  if ((await agentFolder.getAttribute('aria-expanded')) !== 'true') await agentFolder.tap();
  await phone.memberMenu().getByRole('menuitem', { name: /^My commissions$/ }).tap();
  await expect(page).toHaveURL(/\/user\/agent\/commissions$/);
  await expect(phone.memberMenu()).toBeHidden();
  await expect(phone.tab('me')).toHaveClass(/is-active/);

  // a desktop window: the side menu beside the page, no tab bar
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(phone.tabBar()).toHaveCount(0);
  await expect(phone.memberMenu()).toBeVisible();
});
