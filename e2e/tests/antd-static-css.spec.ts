import { expect, test, type Page } from '@playwright/test';
import { MemberAccountPages } from '../pages/member-account.ts';
import { createMember } from '../support/oracle.ts';
import { loginMember, unique } from '../support/session.ts';

/**
 * antd's styles come from the build's CSS file of the page's theme (apps/web/README.md, "antd's
 * styles"): the member overview's antd components (layout, menu, dropdown) generate and inject no
 * style; a theme the loaded file does not hold is still styled, generated at run time.
 */
const injectedStyles = (page: Page) => page.locator('style[data-css-hash]');
const selectedEntryColour = (page: Page) => new MemberAccountPages(page).menu().locator('.ant-menu-item-selected').evaluate((e) => getComputedStyle(e).color);

test('the member overview draws antd from the static CSS of its theme, in both motion settings, and generates the dark theme once switched to it', async ({ page }) => {
  const member = { username: unique('css'), password: 'Css-pass-1' };
  await createMember(member);
  await loginMember(page, member.username, member.password);
  const account = new MemberAccountPages(page);
  for (const [reducedMotion, file] of [['reduce', 'antd-light-reduced-motion-'], ['no-preference', 'antd-light-']] as const) {
    await page.emulateMedia({ reducedMotion, colorScheme: 'light' });
    await page.goto('/user/account/overview');
    await account.expectWelcome(member.username);
    await expect(page.locator(`link[rel=stylesheet][href^="/assets/${file}"]`)).toHaveCount(1);
    // the light theme's selected entry (colorPrimary #0958d9), from the file: nothing generated
    await expect.poll(() => selectedEntryColour(page)).toBe('rgb(9, 88, 217)');
    await expect(injectedStyles(page)).toHaveCount(0);
  }

  // the dark theme is not in the light file: antd generates it (its selected entry #69b1ff)
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(() => selectedEntryColour(page)).toBe('rgb(105, 177, 255)');
  expect(await injectedStyles(page).count()).toBeGreaterThan(0);
});
