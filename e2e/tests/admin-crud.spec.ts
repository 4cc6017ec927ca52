import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CrudDesigner } from '../pages/crud-designer.ts';
import { DataTable } from '../pages/data-table.ts';
import { rebuildAndRestart } from '../support/oracle.ts';
import { loginAdmin, unique } from '../support/session.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

test.describe('CRUD generator', () => {
  test('a super admin designs a small table, generates it, uses the new page, then deletes the generated code', async ({ page }) => {
    test.setTimeout(240_000);
    await loginAdmin(page);
    const designer = new CrudDesigner(page);
    const pageName = unique('note').toLowerCase().replace(/[^a-z0-9]/g, '');
    const table = `e2e_${pageName}`;
    const files = [`apps/server/src/modules/e2e/${pageName}.module.ts`, `apps/web/src/pages/admin/e2e/${pageName}/index.tsx`, `apps/web/src/lang/zh-cn/pages/e2e-${pageName}.ts`];

    // the generation adds a migration to apps/server/drizzle: put the journal back afterwards
    const journalFile = path.join(ROOT, 'apps/server/drizzle/meta/_journal.json');
    const journal = fs.readFileSync(journalFile, 'utf8');
    await designer.open();
    await designer.startNew(table, '便签表');
    await designer.addField('number', 'views', '浏览量');
    await designer.addField('radio', 'kind', '类型:a=甲类,b=乙类');

    // the live preview follows the design
    const list = await designer.previewTab('列表');
    await expect(list.locator('thead')).toContainText('浏览量');
    await expect(list.locator('thead')).toContainText('类型');
    const form = await designer.previewTab('表单');
    await expect(form.getByText('甲类')).toBeVisible();

    const answer = (await designer.generate()) as { code: number; msg: string; data?: { migration: string } };
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data?.migration).toMatch(new RegExp(`_crud_${table}\\.sql$`));
    await expect(page.getByText('代码已生成')).toBeVisible();
    for (const f of files) expect(fs.existsSync(path.join(ROOT, f)), f).toBe(true);

    try {
      // production: the web app is rebuilt and the server restarted (development reloads by itself)
      await rebuildAndRestart();
      await designer.openGenerated(`e2e/${pageName}`);
      const notes = new DataTable(page);
      await notes.waitLoaded();
      await expect(notes.columnHeader('浏览量')).toBeVisible();
      await notes.addButton().click();
      await notes.dialog().getByLabel('标题').fill('第一条便签');
      await notes.dialog().getByLabel('浏览量').fill('7');
      await notes.dialog().getByText('乙类').click();
      expect((await notes.saveDialog(`e2e.${pageName[0].toUpperCase()}${pageName.slice(1)}`, 'add')).code).toBe(1);
      await expect(notes.row('第一条便签')).toContainText('乙类');
      await expect(notes.row('第一条便签')).toContainText('7');
    } finally {
      // the log page removes what this generation wrote (the table stays)
      await designer.openGenerated('crud/log');
      const log = new DataTable(page);
      await log.waitLoaded();
      const row = log.row(table).first();
      await row.getByRole('button', { name: '删除生成的代码' }).click();
      const deleted = page.waitForResponse((r) => r.url().includes('/admin/crud.Crud/delete'));
      await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
      expect((await (await deleted).json()).code).toBe(1);
      if (answer.data?.migration) fs.rmSync(path.join(ROOT, answer.data.migration), { force: true });
      fs.writeFileSync(journalFile, journal);
    }
    for (const f of files) expect(fs.existsSync(path.join(ROOT, f)), f).toBe(false);
    await expect(new DataTable(page).row(table).first()).toContainText('已删除');
  });
});
