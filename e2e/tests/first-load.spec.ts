import { expect, test, type Page } from '@playwright/test';
import { FirstLoad, kilobytes, type LoadedScript } from '../pages/first-load.ts';
import { LoginPage } from '../pages/login-page.ts';
import { axeViolations } from '../support/axe.ts';
import { FIRST_LOAD_BUDGETS, MEMBER_FIRST_LOAD_BUDGETS } from '../support/budgets.ts';
import { createMember } from '../support/oracle.ts';
import { keepMemberSession, unique } from '../support/session.ts';

/** When each page has painted what a visitor came for. */
const READY: Record<keyof typeof FIRST_LOAD_BUDGETS, (page: Page) => Promise<void>> = {
  '/admin/login': (page) => expect(new LoginPage(page, 'admin').username()).toBeVisible(),
  '/user/login': (page) => expect(new LoginPage(page, 'user').username()).toBeVisible(),
  '/': (page) => expect(page).toHaveTitle(/^首页 - /),
};

/** A first load within its budget of gzipped bytes and script requests (the scripts listed when not), and the page accessible. */
async function expectWithinBudget(page: Page, path: string, scripts: LoadedScript[], budget: { kb: number; requests: number }) {
  const listing = scripts.map((s) => `${(s.gzip / 1024).toFixed(1).padStart(6)} KB ${s.path}`).join('\n');
  console.log(`${path}: ${kilobytes(scripts)} KB gzipped in ${scripts.length} scripts`);
  expect(kilobytes(scripts), `${path} gzipped JavaScript (KB)\n${listing}`).toBeLessThanOrEqual(budget.kb);
  expect(scripts.length, `${path} script requests\n${listing}`).toBeLessThanOrEqual(budget.requests);
  expect(await axeViolations(page)).toEqual([]);
}

// The CI gate of issue #34: bytes and request counts (not Lighthouse's performance score, which
// moves with the machine's load) and accessibility (Lighthouse's axe rules).
for (const [path, budget] of Object.entries(FIRST_LOAD_BUDGETS)) {
  test(`a first visit to ${path} stays within its JavaScript budget and accessible`, async ({ page }) => {
    const scripts = await new FirstLoad(page).scripts(path, () => READY[path as keyof typeof READY](page));
    await expectWithinBudget(page, path, scripts, budget);
  });
}

// Issue #34: a member, who signs in more often than an admin, downloads less (fresh contexts: nothing cached)
test('the member login downloads less JavaScript than the admin login', async ({ browser }) => {
  const weigh = async (path: '/admin/login' | '/user/login') => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = await new FirstLoad(page).scripts(path, () => READY[path](page));
    await context.close();
    return scripts.reduce((sum, s) => sum + s.gzip, 0);
  };
  const admin = await weigh('/admin/login');
  expect(await weigh('/user/login'), `bytes gzipped; the admin login's: ${admin}`).toBeLessThan(admin);
});

// Issue #34: a signed-in member opening the page a member lands on, or the shop, on a phone (the
// desktop's side menu brings antd's Menu) in a fresh browser (nothing cached)
test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  for (const [path, budget] of Object.entries(MEMBER_FIRST_LOAD_BUDGETS)) {
    test(`a signed-in member's first visit to ${path} stays within its JavaScript budget and accessible`, async ({ page }) => {
      const username = unique('fl');
      await createMember({ username, password: 'member-pass-1' });
      await keepMemberSession(page, username, 'member-pass-1');
      const scripts = await new FirstLoad(page).scripts(path, async () => {
        await expect(page.locator('.user-layout-main h1').first()).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('.user-layout-main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      });
      await expectWithinBudget(page, path, scripts, budget);
    });
  }
});
