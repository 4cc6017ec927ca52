import { expect, test } from '@playwright/test';
import { ImportDialog } from '../pages/import-dialog.ts';
import { MemberMenu, MemberPage } from '../pages/member-admin.ts';
import { loginAdmin, unique } from '../support/session.ts';

test.describe('member import', () => {
  test('a CSV (dropped, then pasted; a dropped picture refused) is checked row by row, imported with opening balances, and the members show in the list; a second dry run would create nobody', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAdmin(page);
    const menu = new MemberMenu(page);
    await menu.open('会员管理');
    const members = new MemberPage(page);
    const dialog = new ImportDialog(page);

    const root = unique('impr');
    const child = unique('impc');
    // Chinese headers; the child's upline is a later row; the last row is refused (a username must start with a letter)
    const csv = ['用户名,昵称,余额,积分,上级', `${child},Child,,3,${root}`, `${root},Root,12.50,20,`, '9bad,Bad,,,'].join('\n');
    await dialog.open(members.table);
    // a dropped picture is refused with the import's own words, and nothing is chosen
    await dialog.drop('photo.png', Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png');
    await expect(page.getByText('只能导入 CSV 或 XLSX 文件：photo.png 未选中')).toBeVisible();
    await expect(dialog.dialog().getByTestId('import-file')).toHaveText(/^点击选择、拖入或粘贴/);
    await expect(dialog.dialog().getByTestId('import-dry-run')).toBeDisabled();
    // the CSV dropped from the desktop is chosen as a picked one, and the dry run reads it
    await dialog.drop('members.csv', csv);
    await expect(dialog.dialog().getByTestId('import-file')).toHaveText('members.csv');
    await dialog.dryRun();
    await expect(dialog.counts()).toHaveText(/新建 2.*跳过 0.*拒绝 1/);
    await expect(dialog.reportRow(4)).toContainText('拒绝');
    await expect(dialog.reportRow(4)).toContainText('用户名');
    await expect(dialog.reportRow(2)).toContainText('新建');

    await dialog.importRows(2);
    await expect(dialog.counts()).toHaveText(/新建 2.*跳过 0.*拒绝 1/);
    await dialog.close();

    // the list was read again: both members are there, the root with its opening balance
    await members.table.search(root);
    await expect(members.table.row(root)).toHaveCount(1);
    expect(await members.table.cell(root, '余额')).toBe('12.50');
    expect(await members.table.cell(root, '积分')).toBe('20');
    await members.table.search(child);
    await expect(members.table.row(child)).toHaveCount(1);

    // the same file again, pasted (a copied file): nobody would be created or credited
    await dialog.open(members.table);
    await dialog.paste('members.csv', csv);
    await expect(dialog.dialog().getByTestId('import-file')).toHaveText('members.csv');
    await dialog.dryRun();
    await expect(dialog.counts()).toHaveText(/新建 0.*跳过 2.*拒绝 1/);
    await expect(dialog.footer().getByRole('button', { name: '导入 0 行' })).toBeDisabled();
  });
});
