import { expect, test } from '@playwright/test';
import { SecurityPages } from '../pages/security-pages.ts';
import { AdminApi } from '../support/admin-api.ts';
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
