import { expect, test } from '@playwright/test';
import { AdminShell } from '../pages/admin-shell.ts';
import { RulePage } from '../pages/rule-page.ts';
import { AdminApi, type RuleNode } from '../support/admin-api.ts';
import { loginAdmin } from '../support/session.ts';

const weighOf = (rules: RuleNode[], name: string) => rules.find((r) => r.name === name)!.weigh;

test('dragging a rule row above another changes the stored order', async ({ page, request }) => {
  test.setTimeout(60_000);
  const api = new AdminApi(request, await loginAdmin(page));
  const before = await api.rules();
  // 常规管理 (routine) comes after 权限管理 (auth): a higher weigh sorts first
  expect(weighOf(before, 'routine')).toBeLessThan(weighOf(before, 'auth'));

  await new AdminShell(page).openMenu('权限管理', '菜单规则管理');
  const rules = new RulePage(page);
  await rules.table.waitLoaded();
  await rules.dragRowOnto('常规管理', '权限管理');

  await expect.poll(async () => {
    const after = await api.rules();
    return weighOf(after, 'routine') > weighOf(after, 'auth');
  }).toBe(true);
  const after = await api.rules();
  expect(weighOf(after, 'dashboard')).toBeGreaterThan(weighOf(after, 'routine'));
  // The row moved in the table too (once the list is read again), inserted where it was dropped,
  // not swapped: 会员管理 stays after 权限管理 (a swap would put it before); and the side menu
  // shows the new order without a reload.
  const topLevel = ['控制台', '常规管理', '权限管理', '会员管理', '数据安全管理'];
  const titleCells = rules.table.rows().locator('td').filter({ hasText: new RegExp(`^(${topLevel.join('|')})$`) });
  await expect.poll(() => titleCells.allTextContents()).toEqual(topLevel);
  // (other areas' folders, such as the commerce ones, sit in between by their own weights)
  await expect.poll(async () => (await new AdminShell(page).topMenuTitles()).filter((t) => topLevel.includes(t))).toEqual(topLevel);
});
