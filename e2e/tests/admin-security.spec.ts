import { expect, test } from '@playwright/test';
import { AdminShell } from '../pages/admin-shell.ts';
import { CacheMenu } from '../pages/cache-menu.ts';
import { MemberGroupPage, MemberMenu, MemberPage } from '../pages/member-admin.ts';
import { SecurityPages } from '../pages/security-pages.ts';
import { AdminApi, adminTokenOf } from '../support/admin-api.ts';
import { createMember } from '../support/oracle.ts';
import { loginAdmin, unique } from '../support/session.ts';

test.describe('data security', () => {
  test('an admin deleted in the UI is in the recycle bin, and restoring it brings it back', async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const username = unique('e2erec');
    await api.addAdmin({ username, nickname: 'Recycled one', password: 'recycle-pass-1', groupIds: [1] });

    const ui = new SecurityPages(page);
    const admins = await ui.openAdmins();
    await admins.search(username);
    await expect(admins.rows()).toHaveCount(1);
    await ui.deleteRow(admins.row(username));
    await expect(admins.row(username)).toHaveCount(0);

    const bin = await ui.openRecycleBin();
    const entry = bin.rows().first();
    await expect(entry).toContainText('管理员');
    await expect(entry).toContainText('admin');
    const info = await ui.openInfo(entry);
    await expect(info.getByRole('cell', { name: username, exact: true })).toBeVisible();
    await expect(info.getByRole('cell', { name: '******', exact: true }).first()).toBeVisible();
    await info.getByRole('button', { name: 'Close' }).click();

    await ui.rowAction(entry, '还原');
    await expect(ui.successMessage()).toContainText('还原成功');
    const back = await api.get<{ list: { username: string }[] }>('/admin/auth.Admin/index', { quickSearch: username });
    expect(back.data.list.map((a) => a.username)).toEqual([username]);
  });

  test("an admin's mobile edited in the UI shows as a diff in the sensitive log and rolls back", async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const username = unique('e2esen');
    await api.addAdmin({ username, nickname: 'Watched one', password: 'watched-pass-1', groupIds: [1] });
    const mobile = `139${String(Date.now()).slice(-8)}`;

    const ui = new SecurityPages(page);
    const admins = await ui.openAdmins();
    await admins.search(username);
    await admins.row(username).getByRole('button', { name: '编辑', exact: true }).click();
    const dialog = admins.dialog();
    await dialog.getByLabel('手机号').fill(mobile);
    await admins.saveButton().click();
    await expect(dialog).toBeHidden();

    const log = await ui.openSensitiveLog();
    const entry = log.row(mobile).first();
    await expect(entry).toContainText('手机');
    const info = await ui.openInfo(entry);
    await expect(info.getByTestId('diff-before')).toContainText('修改前');
    await expect(info.getByTestId('diff-after').locator('mark')).toHaveText(mobile);
    await info.getByRole('button', { name: 'Close' }).click();

    await ui.rowAction(entry, '回滚');
    await expect(ui.successMessage()).toContainText('回滚成功');
    await expect(log.row(mobile)).toHaveCount(0);
    const back = await api.get<{ list: { mobile: string }[] }>('/admin/auth.Admin/index', { quickSearch: username });
    expect(back.data.list[0].mobile).toBe('');
  });
});

const randomMobile = () => `13${5 + Math.floor(Math.random() * 4)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Deletes the rows of a resource found by a quick search for `name` (cleanup: shared rules go back as they were). */
async function deleteNamed(api: AdminApi, resource: string, field: string, name: string) {
  const list = await api.get<{ list: Record<string, unknown>[] }>(`/admin/${resource}/index`, { quickSearch: name, limit: 100 });
  const ids = (list.data?.list ?? []).filter((r) => r[field] === name).map((r) => Number(r.id));
  if (ids.length) expect((await api.del(resource, ids)).code).toBe(1);
}

test.describe('data security rules', () => {
  test('a recycle rule added in the UI is listed, and rows deleted through its controller land in the recycle bin', async ({ page, request }) => {
    test.setTimeout(120_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const ruleName = unique('回收规则');
    const group = unique('e2e-rg-');
    expect((await api.post('/admin/user.Group/add', { name: group })).code).toBe(1);
    const ui = new SecurityPages(page);
    try {
      // the rule, through the form: the controller decides the table and the key
      const rules = await ui.openRecycleRules();
      await rules.openAdd();
      await rules.nameInput().fill(ruleName);
      await expect(rules.tableInput()).toHaveValue('');
      await rules.chooseController('user.Group', 'user_group');
      await expect(rules.tableInput()).toHaveValue('user_group');
      await expect(rules.tableInput()).toHaveAttribute('readonly', '');
      await expect(rules.primaryKeyInput()).toHaveValue('id');
      await expect(rules.statusSwitch()).toBeChecked();
      expect(await rules.save()).toMatchObject({ code: 1 });
      await expect(rules.dialog()).toBeHidden();
      const row = rules.row(ruleName);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('user.Group');
      await expect(row).toContainText('user_group');
      await expect(row.getByRole('switch')).toBeChecked();

      // it works at once: a member group deleted in its page is kept under the new rule
      await new MemberMenu(page).open('会员分组管理');
      const groups = new MemberGroupPage(page);
      await groups.table.waitLoaded();
      await groups.table.search(group);
      await expect(groups.table.rows()).toHaveCount(1);
      await ui.deleteRow(groups.table.row(group));
      await expect(groups.table.row(group)).toHaveCount(0);

      const bin = await ui.openRecycleBin();
      const entry = bin.row(ruleName);
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText('user_group');
      const info = await ui.openInfo(entry);
      await expect(info.getByRole('cell', { name: group, exact: true })).toBeVisible();
    } finally {
      await deleteNamed(api, 'security.DataRecycle', 'name', ruleName);
    }
  });

  test('a sensitive rule whose fields are picked from the table is listed, and an edit of a watched field is logged', async ({ page, request }) => {
    test.setTimeout(120_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const ruleName = unique('敏感规则');
    const group = unique('e2e-sg-');
    const renamed = unique('e2e-sg-');
    const title = unique('分组名称');
    expect((await api.post('/admin/user.Group/add', { name: group })).code).toBe(1);
    const ui = new SecurityPages(page);
    try {
      const rules = await ui.openSensitiveRules();
      await rules.openAdd();
      await rules.nameInput().fill(ruleName);
      await expect(rules.dialog().getByText('请先选择控制器')).toBeVisible();
      const fields = await rules.chooseController('user.Group', 'user_group');
      await expect(rules.tableInput()).toHaveValue('user_group');
      await expect(rules.primaryKeyInput()).toHaveValue('id');

      // the picker offers the columns getTableFieldList answered, the key left out
      const offered = Object.keys(fields!.fieldList).filter((c) => c !== fields!.pk && c !== 'salt');
      expect(offered).toContain('name');
      await expect(rules.fieldCheckboxes()).toHaveCount(offered.length);
      for (const column of offered) await expect(rules.fieldCheckbox(column)).toBeVisible();
      await expect(rules.fieldCheckbox(fields!.pk)).toHaveCount(0);
      // a checked column takes its title from the answer (its comment), and the title can be changed
      await rules.fieldCheckbox('name').check();
      const fedTitle = fields!.fieldList.name;
      expect(fedTitle).toBe('组名'); // the column's comment
      await expect(rules.fieldTitle('name')).toHaveValue(fedTitle);
      await rules.watch('name', title);
      await expect(rules.fieldTitle('status')).toBeDisabled();
      expect(await rules.save()).toMatchObject({ code: 1 });
      await expect(rules.dialog()).toBeHidden();
      const row = rules.row(ruleName);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('user.Group');
      await expect(row.locator('.ant-tag').filter({ hasText: title })).toBeVisible();

      // the rule works: renaming the group in its page is logged with the old and new names
      await new MemberMenu(page).open('会员分组管理');
      await new MemberGroupPage(page).rename(group, renamed);

      const log = await ui.openSensitiveLog();
      const entry = log.row(renamed);
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(ruleName);
      await expect(entry).toContainText(title);
      await expect(entry).toContainText(group);
      const info = await ui.openInfo(entry);
      await expect(info.getByTestId('diff-after')).toContainText(renamed);
    } finally {
      await deleteNamed(api, 'security.SensitiveData', 'name', ruleName);
      await deleteNamed(api, 'user.Group', 'name', renamed);
      await deleteNamed(api, 'user.Group', 'name', group);
    }
  });

  test('restoring a deleted member whose username is taken again is refused with the reason, and nothing is restored', async ({ page, request }) => {
    test.setTimeout(120_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const username = unique('e2erc');
    const ui = new SecurityPages(page);

    // a member deleted in the member page, then another with the same username
    await new MemberMenu(page).open('会员管理');
    const members = new MemberPage(page);
    await members.addMember({ group: '默认分组', username, nickname: 'First holder', password: 'member-pass-1' });
    const firstId = await api.memberId(username);
    await members.table.search(username);
    await expect(members.table.rows()).toHaveCount(1);
    await ui.deleteRow(members.table.row(username));
    await expect(members.table.row(username)).toHaveCount(0);
    await members.addMember({ group: '默认分组', username, nickname: 'Second holder', password: 'member-pass-2' });
    const secondId = await api.memberId(username);
    expect(secondId).not.toBe(firstId);

    // the first one is the newest entry of the recycle bin
    const bin = await ui.openRecycleBin();
    const entry = bin.rows().first();
    await expect(entry).toContainText('会员');
    await expect(entry).toContainText('user');
    const info = await ui.openInfo(entry);
    await expect(info.getByRole('cell', { name: 'First holder', exact: true })).toBeVisible();
    await info.getByRole('button', { name: 'Close' }).click();
    const logs = async () => (await api.get<{ list: { id: number }[] }>('/admin/security.DataRecycleLog/index', { limit: 100 })).data.list.map((l) => l.id);
    const before = await logs();

    const answer = await ui.rowActionAnswer(entry, '还原');
    const reason = `无法还原记录 id=${firstId}（数据表 user）：其唯一字段的值已被其他记录使用`;
    expect(answer).toEqual(expect.objectContaining({ code: 0, msg: reason }));
    await expect(ui.errorNotice(reason)).toBeVisible();

    // nothing restored: the entry stays, the username still belongs to the second member
    expect(await logs()).toEqual(before);
    await expect(bin.rows().first()).toBeVisible();
    const now = await api.get<{ list: { id: number; nickname: string }[] }>('/admin/user.User/index', { quickSearch: username });
    expect(now.data.list.map((m) => [m.id, m.nickname])).toEqual([[secondId, 'Second holder']]);
  });

  test('rolling back an older change of a value changed again since is refused with the reason; the value stays', async ({ page, request }) => {
    test.setTimeout(120_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const username = unique('e2erb');
    await createMember({ username, password: 'member-pass-1' });
    const id = await api.memberId(username);
    const [first, second] = [randomMobile(), randomMobile()];

    // the watched mobile (seeded rule 会员数据), changed twice in the member page
    await new MemberMenu(page).open('会员管理');
    const members = new MemberPage(page);
    await members.setMobile(username, first);
    await members.setMobile(username, second);

    const ui = new SecurityPages(page);
    const log = await ui.openSensitiveLog();
    const newer = log.rows().filter({ hasText: first }).filter({ hasText: second });
    const older = log.rows().filter({ hasText: first }).filter({ hasNotText: second });
    await expect(newer).toHaveCount(1);
    await expect(older).toHaveCount(1);
    await expect(older).toContainText('手机号');
    await expect(older).toContainText(`id=${id}`);

    const answer = await ui.rowActionAnswer(older, '回滚');
    const reason = `手机号（记录 id=${id}）之后已被修改，无法回滚`;
    expect(answer).toEqual(expect.objectContaining({ code: 0, msg: reason }));
    await expect(ui.errorNotice(reason)).toBeVisible();
    expect((await api.member(username)).mobile).toBe(second);
    await expect(older).toHaveCount(1);

    // the newer one rolls back (newest first) through the header's action on the selection: the first value is back
    await newer.getByRole('checkbox').check();
    const answered = page.waitForResponse((r) => r.url().includes('/admin/security.SensitiveDataLog/rollback') && r.request().method() === 'POST');
    await ui.selectionAction(log, '回滚').click();
    await page.locator('.ant-popover').getByRole('button', { name: /^确\s?定$/ }).filter({ visible: true }).last().click();
    expect(await (await answered).json()).toEqual(expect.objectContaining({ code: 1 }));
    await expect(ui.successMessage()).toContainText('回滚成功');
    await expect(newer).toHaveCount(0);
    expect((await api.member(username)).mobile).toBe(first);
  });
});

test.describe('data security for a limited admin', () => {
  test("a limited admin's security logs hold only their own and their subordinates' rows, with only the buttons of their nodes", async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const ui = new SecurityPages(page);

    // members to act on, made directly
    const m = { bySuper: unique('e2eds'), byBoss: unique('e2edb'), byMinion: unique('e2edm'), editedBySuper: unique('e2ees'), editedByBoss: unique('e2eeb') };
    for (const username of Object.values(m)) await createMember({ username, password: 'member-pass-1' });

    // boss: members (no add) and both logs, with info and rollback but no restore or delete;
    // minion: a part of boss's rules, so minion's group is below boss's
    const minionRules = ['dashboard', 'dashboard/index', 'user', 'user/user', 'user/user/index', 'user/user/del'];
    const bossRules = [
      ...minionRules, 'user/user/edit', 'security',
      'security/dataRecycleLog', 'security/dataRecycleLog/index', 'security/dataRecycleLog/info',
      'security/sensitiveDataLog', 'security/sensitiveDataLog/index', 'security/sensitiveDataLog/info', 'security/sensitiveDataLog/rollback',
    ];
    const boss = { username: unique('e2eboss'), nickname: unique('Boss'), password: 'boss-pass-1' };
    const minion = { username: unique('e2emin'), nickname: unique('Minion'), password: 'minion-pass-1' };
    await api.addAdmin({ ...boss, groupIds: [await api.addGroup(unique('e2e-boss-'), bossRules)] });
    await api.addAdmin({ ...minion, groupIds: [await api.addGroup(unique('e2e-minion-'), minionRules)] });

    // the super admin deletes a member and changes another's mobile
    expect((await api.del('user.User', [await api.memberId(m.bySuper)])).code).toBe(1);
    const superMobile = randomMobile();
    expect((await api.post('/admin/user.User/edit', { id: await api.memberId(m.editedBySuper), mobile: superMobile })).code).toBe(1);

    // the minion deletes a member
    const minionContext = await browser.newContext();
    try {
      const minionToken = await loginAdmin(await minionContext.newPage(), minion.username, minion.password);
      expect((await new AdminApi(request, minionToken).del('user.User', [await api.memberId(m.byMinion)])).code).toBe(1);
    } finally {
      await minionContext.close();
    }

    // the super admin sees every row, with restore and delete
    const superBin = await ui.openRecycleBin();
    await expect(superBin.rows().filter({ hasText: minion.nickname })).toHaveCount(1);
    await expect(ui.selectionAction(superBin, '还原')).toBeVisible();
    await expect(superBin.deleteButton()).toBeVisible();
    await expect(superBin.rows().first().getByRole('button', { name: '还原', exact: true })).toBeVisible();
    await expect(superBin.rowDeleteButtons().first()).toBeVisible();
    const superLog = await ui.openSensitiveLog();
    await expect(superLog.row(superMobile)).toHaveCount(1);
    await expect(superLog.deleteButton()).toBeVisible();

    const context = await browser.newContext();
    const own = await context.newPage();
    try {
      const mine = new AdminApi(request, await loginAdmin(own, boss.username, boss.password));
      const shell = new AdminShell(own);
      const bossUi = new SecurityPages(own);

      // boss deletes one member and changes another's mobile in the member page
      await new MemberMenu(own).open('会员管理');
      const members = new MemberPage(own);
      await members.table.waitLoaded();
      await expect(members.table.addButton()).toHaveCount(0);
      await members.table.search(m.byBoss);
      await expect(members.table.rows()).toHaveCount(1);
      await bossUi.deleteRow(members.table.row(m.byBoss));
      await expect(members.table.row(m.byBoss)).toHaveCount(0);
      const bossMobile = randomMobile();
      await members.setMobile(m.editedByBoss, bossMobile);

      // the recycle bin: boss's and minion's deletions only; details, but no restore and no delete
      const bin = await bossUi.openRecycleBin();
      await expect(bin.rows().filter({ hasText: boss.nickname })).toHaveCount(1);
      await expect(bin.rows().filter({ hasText: minion.nickname })).toHaveCount(1);
      await expect(bin.rows().filter({ hasNotText: boss.nickname }).filter({ hasNotText: minion.nickname })).toHaveCount(0);
      await expect(bossUi.selectionAction(bin, '还原')).toHaveCount(0);
      await expect(bin.deleteButton()).toHaveCount(0);
      await expect(bin.rows().getByRole('button', { name: '还原', exact: true })).toHaveCount(0);
      await expect(bin.rowDeleteButtons()).toHaveCount(0);
      const info = await bossUi.openInfo(bin.rows().filter({ hasText: boss.nickname }));
      await expect(info.getByRole('row', { name: `username ${m.byBoss}`, exact: true })).toBeVisible();
      await info.getByRole('button', { name: 'Close' }).click();
      // the rule pages are not in their menu
      await expect(shell.menuItem('敏感数据修改记录')).toBeVisible();
      await expect(shell.menuItem('数据回收规则管理')).toHaveCount(0);
      await expect(shell.menuItem('敏感字段规则管理')).toHaveCount(0);

      // the sensitive log: only boss's change, with rollback but no delete
      const log = await bossUi.openSensitiveLog();
      const change = log.row(bossMobile);
      await expect(change).toHaveCount(1);
      await expect(change).toContainText(boss.nickname);
      await expect(log.row(superMobile)).toHaveCount(0);
      await expect(log.rows().filter({ hasNotText: boss.nickname }).filter({ hasNotText: minion.nickname })).toHaveCount(0);
      await expect(bossUi.selectionAction(log, '回滚')).toBeVisible();
      await expect(log.deleteButton()).toHaveCount(0);
      await expect(log.rowDeleteButtons()).toHaveCount(0);
      await expect(change.getByRole('button', { name: '查看详情', exact: true })).toBeVisible();

      // boss rolls back their own change
      expect(await bossUi.rowActionAnswer(change, '回滚')).toEqual(expect.objectContaining({ code: 1 }));
      await expect(bossUi.successMessage()).toContainText('回滚成功');
      await expect(change).toHaveCount(0);
      expect((await api.member(m.editedByBoss)).mobile).toBe('');

      // and the server agrees: the super admin's rows are out of reach, restore is not their node
      const superEntries = await api.get<{ list: { id: number; admin_id: number }[] }>('/admin/security.DataRecycleLog/index', { limit: 100 });
      const superEntry = superEntries.data.list.find((l) => l.admin_id === 1)!;
      expect(await mine.get('/admin/security.DataRecycleLog/info', { id: superEntry.id })).toMatchObject({ code: 0, msg: '记录未找到' });
      expect((await mine.post('/admin/security.DataRecycleLog/restore', { ids: [superEntry.id] })).code).toBe(401);
    } finally {
      await context.close();
    }
  });
});

test('"clear all" in the header clears the server cache and the browser storage, and the admin stays signed in', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await loginAdmin(page);
  await page.evaluate(() => {
    localStorage.setItem('e2e-probe', 'kept?');
    sessionStorage.setItem('e2e-probe', 'kept?');
  });

  const answer = await new CacheMenu(page).clearAll();
  expect(answer).toMatchObject({ code: 1, msg: '缓存已清理，请刷新页面。' });

  // reloaded: still signed in with the same session, the other entries are gone
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  // the reload is a first load: the app and its lazy dashboard come first
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('e2e-probe'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-probe'))).toBeNull();
  expect(await adminTokenOf(page)).toBe(token);
  expect((await new AdminApi(request, token).get('/admin/Index/index')).code).toBe(1);
  await new AdminShell(page).openMenu('权限管理', '管理员管理');
});
