import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CrudDesigner } from '../pages/crud-designer.ts';
import { DataTable } from '../pages/data-table.ts';
import { rebuildAndRestart } from '../support/oracle.ts';
import { loginAdmin, unique } from '../support/session.ts';
import { AdminApi } from '../support/admin-api.ts';

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

  test('a table described in a sentence is drafted by the configured chat endpoint and loaded into the designer for review', async ({ page }) => {
    const table = `e2e_${unique('book').toLowerCase().replace(/[^a-z0-9]/g, '')}`;
    const design = {
      table: { name: table, comment: '图书' },
      fields: [
        { name: 'id', designType: 'pk', type: 'integer', defaultType: 'NONE', primaryKey: true, autoIncrement: true },
        { name: 'title', designType: 'string', type: 'varchar', length: 200, default: '', defaultType: 'EMPTY STRING', comment: '书名' },
        { name: 'price', designType: 'float', type: 'numeric', length: 10, precision: 2, default: '0', defaultType: 'INPUT', comment: '价格' },
      ],
    };
    // a loopback server answering as an OpenAI-compatible chat endpoint does (a fenced block among prose)
    const chat = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Draft:\n```json\n' + JSON.stringify(design) + '\n```' } }] }));
      });
    });
    await new Promise<void>((resolve) => chat.listen(0, '127.0.0.1', resolve));
    const api = new AdminApi(page.request, await loginAdmin(page));
    const saveAi = (base: string) => api.post('/admin/routine.Config/edit?group=ai', { ai_base_url: base, ai_model: 'loopback', ai_secret_key: 'sk-e2e', ai_timeout: 10 });
    try {
      expect((await saveAi(`http://127.0.0.1:${(chat.address() as AddressInfo).port}/v1`)).code).toBe(1);
      const designer = new CrudDesigner(page);
      await designer.open();
      expect((await designer.describe('图书表：书名、价格')).code).toBe(1);
      // the draft is in the designer, for review: nothing was generated
      await expect(designer.field('title')).toBeVisible();
      await expect(designer.field('price')).toBeVisible();
      await expect(page.getByLabel('数据表名')).toHaveValue(table);
      await expect(page.getByLabel('表注释')).toHaveValue('图书');
      await expect(page.getByRole('button', { name: '生成代码' })).toBeEnabled();
    } finally {
      expect((await saveAi('')).code).toBe(1);
      chat.close();
    }
  });
});
