import { expect, test } from '@playwright/test';
import { AdminShell } from '../pages/admin-shell.ts';
import { ConfigPage } from '../pages/config-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { GroupPage } from '../pages/group-form.ts';
import { LedgerPage, MemberMenu, MemberPage, MemberRulePage } from '../pages/member-admin.ts';
import { MemberAccountPages } from '../pages/member-account.ts';
import { MemberLoginPage } from '../pages/member-login.ts';
import { AdminApi } from '../support/admin-api.ts';
import { createMember } from '../support/oracle.ts';
import { loginAdmin, unique } from '../support/session.ts';

test.describe('member administration', () => {
  test('a member made in the UI gets money through the money log; the balance shows read-only on the member', async ({ page, request }) => {
    test.setTimeout(120_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const menu = new MemberMenu(page);

    // the member, through the member form
    const username = unique('e2em');
    await menu.open('会员管理');
    const members = new MemberPage(page);
    await members.addMember({ group: '默认分组', username, nickname: 'Ledger Member', password: 'member-pass-1' });
    const row = await members.table.row(username).textContent();
    expect(row).toContain('0.00');

    // +12.30 through the money log, with the live "before → after" preview
    await menu.open('会员余额管理');
    const ledger = new LedgerPage(page, 'money');
    await ledger.openAdd();
    await ledger.chooseUser(username);
    await expect(ledger.currentBalance()).toContainText('0.00');
    await ledger.amount().fill('0');
    await expect(ledger.fieldError('变更金额不能为 0')).toBeVisible();
    await ledger.fill('12.30', 'e2e top-up');
    await expect(ledger.preview()).toHaveText(/0\.00\s*12\.30/);
    await expect(ledger.fieldError('变更金额不能为 0')).toHaveCount(0);
    expect((await ledger.save()).code).toBe(1);
    await ledger.table.search(username);
    await expect(ledger.table.rows()).toHaveCount(1);
    const cells = await ledger.cells(ledger.table.rows().first());
    expect(cells).toMatchObject({ 用户名: username, 变更余额: '+12.30', 变更前: '0.00', 变更后: '12.30', 备注: 'e2e top-up' });

    // the member's edit form shows the balance, read-only, with a way to the money log
    await menu.open('会员管理');
    await members.openEdit(username);
    await expect(members.balance('money')).toHaveText('12.30');
    await expect(members.balance('score')).toHaveText('0');
    await expect(page.locator('.ant-modal:visible').getByRole('spinbutton')).toHaveCount(0);

    // its button opens the money log's add form with the member chosen
    await members.adjustButton('money').click();
    await expect(page).toHaveURL(/\/admin\/user\/moneyLog$/);
    await expect(ledger.currentBalance()).toContainText('12.30');
    await expect(ledger.userSelect().locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText(`${username}(ID:`);

    // the client refuses a result below 0 at once
    await ledger.fill('-12.31', 'too much');
    await expect(ledger.preview()).toHaveText(/12\.30\s*-0\.01/);
    await expect(ledger.fieldError('变更后的余额不能小于 0')).toBeVisible();

    // -12.30 is fine here, but the balance moves elsewhere before the save: the server refuses with its message
    await ledger.fill('-12.30', 'take it all');
    await expect(ledger.fieldError('变更后的余额不能小于 0')).toHaveCount(0);
    const memberId = Number(/ID:(\d+)/.exec((await ledger.userSelect().locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').textContent()) ?? '')?.[1]);
    expect((await api.post('/admin/user.MoneyLog/add', { user_id: memberId, money: '-5.00', memo: 'elsewhere' })).code).toBe(1);
    const refused = await ledger.save();
    expect(refused.code).toBe(0);
    expect(refused.msg).toContain('余额不足');
    await expect(page.locator('.ant-notification').getByText(refused.msg)).toBeVisible();
    await expect(page.locator('.ant-modal:visible')).toBeVisible();
    const balance = await api.get<{ user: { money: string } }>('/admin/user.MoneyLog/add', { userId: memberId });
    expect(balance.data.user.money).toBe('7.30');
  });

  test('a member group made in the UI holds the member rules checked', async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = new AdminApi(request, await loginAdmin(page));
    await new MemberMenu(page).open('会员分组管理');
    const groups = new GroupPage(page, 'user.Group');
    const name = unique('e2e-mg-');
    await groups.addGroup(name, ['账户概览', '余额记录']);

    const list = await api.get<{ list: { id: number; name: string }[] }>('/admin/user.Group/index', { quickSearch: name });
    const group = list.data.list.find((g) => g.name === name)!;
    const rules = await api.get<{ list: { id: number; title: string; children?: { id: number; title: string }[] }[] }>('/admin/user.Rule/index');
    const flat = rules.data.list.flatMap((r) => [r, ...(r.children ?? [])]);
    const idOf = (title: string) => flat.find((r) => r.title === title)!.id;
    const edit = await api.get<{ row: { rules: number[] } }>('/admin/user.Group/edit', { id: group.id });
    expect(edit.data.row.rules.sort()).toEqual([idOf('账户概览'), idOf('余额记录')].sort());
  });

  test('an admin of the seeded group 二级管理员 sees the member menus', async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const username = unique('e2el2');
    const password = 'level-two-pass-1';
    await api.addAdmin({ username, nickname: 'Level Two', password, groupIds: [await api.groupIdByName('二级管理员')] });

    const context = await browser.newContext();
    const own = await context.newPage();
    try {
      // without the dashboard, their first page is the first member page
      const login = new LoginPage(own, 'admin');
      await login.goto();
      await login.loginWith(username, password);
      await expect(own).toHaveURL(/\/admin\/user\/user$/, { timeout: 15_000 });
      const menu = new MemberMenu(own);
      await menu.expand();
      for (const title of ['会员管理', '会员分组管理', '会员规则管理', '会员余额管理', '会员积分管理']) await expect(menu.item(title)).toBeVisible();
      await expect(new AdminShell(own).menuItem('权限管理')).toHaveCount(0);

      // the score log works for them: its add button, no edit or delete
      await menu.open('会员积分管理');
      const scores = new LedgerPage(own, 'score');
      await scores.table.waitLoaded();
      await expect(scores.table.addButton()).toBeVisible();
      await expect(scores.table.editButton()).toHaveCount(0);
      await expect(scores.table.deleteButton()).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  // No member page has a city field: the city select is checked on a setting of type city in the config centre.
  test('the city select cascades province → city → district from the area lookup', async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const name = `e2e_city_${Date.now().toString(36)}`;
    expect((await api.post('/admin/routine.Config/add', { group: 'basics', name, title: 'E2E 城市', type: 'city' })).code).toBe(1);

    const config = new ConfigPage(page);
    await config.open();
    const areas = page.waitForResponse((r) => r.url().includes('/admin/ajax/area'));
    await config.item(name).getByRole('combobox').click();
    expect((await (await areas).json()).code).toBe(1);
    for (const area of ['广东省', '广州市', '天河区']) await page.locator('.ant-cascader-menu-item', { hasText: area }).click();
    await expect(config.item(name)).toContainText('广东省 / 广州市 / 天河区');
    await config.save();

    const saved = await api.get<{ list: Record<string, { list: { name: string; value: unknown }[] }> }>('/admin/routine.Config/index');
    const value = saved.data.list.basics.list.find((i) => i.name === name)?.value;
    expect(String(value)).toBe('440000,440100,440106');
  });
});

test.describe('member rules and scores', () => {
  test('a member menu rule added in the UI is in the rule tree, and in the member centre of a member whose group has it', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const key = unique('e2e');
    const title = `E2E菜单${key.slice(3)}`;
    const name = `account/${key}`;
    const username = unique('e2emr');
    await createMember({ username, password: 'member-pass-1' });

    await new MemberMenu(page).open('会员规则管理');
    const rules = new MemberRulePage(page);
    const context = await browser.newContext();
    try {
      // a member-centre page under 我的账户, showing the score log page
      const answer = await rules.addMenu({ parent: '我的账户', title, name, path: name, component: '/src/views/frontend/user/account/integral.vue' });
      expect(answer.code, answer.msg).toBe(1);
      await expect(rules.table.dialog()).toBeHidden();
      await rules.expandAllButton().click();
      const row = rules.row(title);
      await expect(row).toHaveCount(1);
      await expect(row).toHaveClass(/ant-table-row-level-1/);
      await expect(row).toContainText(name);
      await expect(row).toContainText('会员中心菜单项');

      // the default group holds every member rule: its member finds the page in their menu
      const member = await context.newPage();
      const login = new MemberLoginPage(member);
      await login.goto();
      await login.loginWith(username, 'member-pass-1');
      await expect(member).toHaveURL(/\/user\/account\/overview/);
      const account = new MemberAccountPages(member);
      const entry = account.menu().getByRole('menuitem', { name: title });
      await expect(entry).toBeVisible();
      await entry.click();
      await expect(member).toHaveURL(new RegExp(`/user/${name}$`));
      await expect(member.getByTestId('integral-log')).toContainText('当前积分：0');
    } finally {
      await context.close();
      const list = await api.get<{ list: { id: number; title: string; children?: { id: number; title: string }[] }[] }>('/admin/user.Rule/index');
      const added = list.data.list.flatMap((r) => [r, ...(r.children ?? [])]).filter((r) => r.title === title);
      if (added.length) expect((await api.del('user.Rule', added.map((r) => r.id))).code).toBe(1);
    }
  });

  test('a score change shows "current → after" and the new score in the member list; one below zero is refused with the reason', async ({ page, request }) => {
    test.setTimeout(120_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const menu = new MemberMenu(page);
    const username = unique('e2esc');
    await createMember({ username, password: 'member-pass-1' });
    const id = await api.memberId(username);

    // +30 through the score log's add form, with the live preview
    await menu.open('会员积分管理');
    const scores = new LedgerPage(page, 'score');
    await scores.openAdd();
    await scores.chooseUser(username);
    await expect(scores.currentBalance()).toHaveText(/^当前积分:\s*0$/);
    await scores.fill('30', 'e2e bonus');
    await expect(scores.preview()).toHaveText(/^积分变化:\s*0\s*30$/);
    expect((await scores.save()).code).toBe(1);
    await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
    await scores.table.search(username);
    await expect(scores.table.rows()).toHaveCount(1);
    expect(await scores.cells(scores.table.rows().first())).toMatchObject({ 用户名: username, 变更积分: '+30', 变更前: '0', 变更后: '30', 备注: 'e2e bonus' });

    // the member list shows the new score
    await menu.open('会员管理');
    const members = new MemberPage(page);
    await members.table.waitLoaded();
    await members.table.search(username);
    await expect(members.table.rows()).toHaveCount(1);
    await expect.poll(() => members.cell(username, '积分')).toBe('30');

    // below zero: the form says so at once
    await menu.open('会员积分管理');
    await scores.openAdd();
    await scores.chooseUser(username);
    await expect(scores.currentBalance()).toHaveText(/^当前积分:\s*30$/);
    await scores.fill('-31', 'too much');
    await expect(scores.preview()).toHaveText(/^积分变化:\s*30\s*-1$/);
    await expect(scores.fieldError('变更后的积分不能小于 0')).toBeVisible();

    // -30 is fine here, but the score moves elsewhere before the save: the server refuses with its reason
    await scores.fill('-30', 'take it all');
    await expect(scores.fieldError('变更后的积分不能小于 0')).toHaveCount(0);
    expect((await api.post('/admin/user.ScoreLog/add', { user_id: id, score: -10, memo: 'elsewhere' })).code).toBe(1);
    const refused = await scores.save();
    expect(refused).toMatchObject({ code: 0, msg: '积分不足：变更后积分将为负数（当前积分 20）' });
    await expect(page.locator('.ant-notification').getByText(refused.msg)).toBeVisible();
    await expect(page.locator('.ant-modal:visible')).toBeVisible();
    expect(Number((await api.member(username)).score)).toBe(20);

    // the member list, refreshed, shows what the server holds
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
    await menu.open('会员管理');
    await members.table.headerButton('刷新').click();
    await expect.poll(() => members.cell(username, '积分')).toBe('20');
  });
});
