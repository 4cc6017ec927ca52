import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DataTable } from '../pages/data-table.ts';
import { ModuleStorePage } from '../pages/module-store.ts';
import { AdminApi } from '../support/admin-api.ts';
import { loginAdmin, unique } from '../support/session.ts';

test('the rich-text editor is installed from the module store, edits, and leaves its data when uninstalled', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = new AdminApi(request, await loginAdmin(page));
  const tag = unique('rt');
  const ok = (r: { code: number; msg: string }) => expect(r.code, r.msg).toBe(1);
  ok(await api.post('/admin/knowledge.Category/add', { name: `富文本 ${tag}` }));
  const cats = await api.get<{ list: { id: number }[] }>('/admin/knowledge.Category/index', { isTree: 'false', quickSearch: tag });
  ok(await api.post('/admin/knowledge.File/add', { category_id: cats.data.list[0].id, title: `文章 ${tag}`, type: 'article', content: '<p>原来的内容</p>', visibility: 'member' }));
  const contentOf = async () => (await api.get<{ list: { title: string; content: string }[] }>('/admin/knowledge.File/index', { quickSearch: tag })).data.list[0].content;

  // before: the field asks for the module
  const files = new DataTable(page);
  const openArticle = async () => {
    await page.goto('/admin/knowledge/file');
    await files.search(tag);
    await files.row(`文章 ${tag}`).getByRole('button', { name: '编辑', exact: true }).click();
    await expect(files.dialog()).toBeVisible();
  };
  await openArticle();
  await expect(files.dialog().getByText('请先从模块市场安装富文本编辑器')).toBeVisible();
  await expect(files.dialog().getByText('模块由超级管理员在模块市场中安装。')).toBeVisible();
  await expect(files.dialog().getByRole('toolbar', { name: /编辑器工具栏|Editor toolbar/ })).toHaveCount(0);

  // the hint links to the store, which lists the bundled catalogue (built by the server's start)
  const store = new ModuleStorePage(page);
  await files.dialog().getByRole('link', { name: '打开模块市场' }).click();
  await expect(page).toHaveURL(/\/admin\/moduleStore$/);
  await store.shown();
  await expect(store.state('富文本编辑器')).toHaveText('未安装');

  // install from the catalogue, after the review of what the package will do
  await store.action('富文本编辑器', '安装').click();
  const review = store.review();
  await expect(review).toBeVisible();
  await expect(review.getByText('安装 富文本编辑器 1.0.0')).toBeVisible();
  await expect(review.getByTestId('review-server')).toHaveText('无');
  await review.getByRole('button', { name: /^取\s?消$/ }).click(); // antd spaces a two-character label
  await expect(review).toBeHidden();
  await expect(store.state('富文本编辑器')).toHaveText('未安装');
  const installed = await store.reviewAndRun('富文本编辑器', '安装', '确认安装');
  expect(installed.code, installed.msg).toBe(1);
  await expect(store.state('富文本编辑器')).toHaveText('已安装');

  // after: the field edits (the editor's code comes from the module, by URL)
  const moduleFiles: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/module-assets/richtext/')) moduleFiles.push(r.url());
  });
  await openArticle();
  const editor = files.dialog().getByRole('textbox').filter({ hasText: '原来的内容' });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  expect(moduleFiles.some((u) => u.endsWith('/editor.js'))).toBe(true);
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type('，新加的文字');
  ok(await files.saveDialog('knowledge.File', 'edit'));
  expect(await contentOf()).toBe('<p>原来的内容，新加的文字</p>');

  // disable and uninstall: the data stays, the field asks again
  await store.goto();
  const disabled = await store.run('富文本编辑器', '禁用', 'changeState');
  expect(disabled.code, disabled.msg).toBe(1);
  await expect(store.state('富文本编辑器')).toHaveText('已禁用');
  ok(await store.uninstall('富文本编辑器'));
  await expect(store.state('富文本编辑器')).toHaveText('未安装');
  expect(await contentOf()).toBe('<p>原来的内容，新加的文字</p>');
  await openArticle();
  await expect(files.dialog().getByText('请先从模块市场安装富文本编辑器')).toBeVisible();
});

test('a module package dropped on the store uploads and waits for install, then installs as a picked one; a dropped non-zip is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAdmin(page);
  const store = new ModuleStorePage(page);
  await store.goto();
  await expect(store.state('富文本编辑器')).toHaveText('未安装');
  await expect(page.getByTestId('module-drop-hint')).toHaveText(/也可将模块包（\.zip，最大 32 MB）拖到本页，或粘贴（(Ctrl|⌘)\+?V）/);

  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/admin/module/upload')) uploads.push(r.url());
  });
  await store.drop({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a module') });
  await expect(page.getByText('这里只能上传模块包（.zip）：notes.txt 未上传。')).toBeVisible();
  expect(uploads).toEqual([]);

  // the catalogue's own zip (built by the e2e server's start), dropped as a file from the desktop
  const catalogue = path.resolve(import.meta.dirname, '../../modules-src/catalogue');
  const entry = (JSON.parse(fs.readFileSync(path.join(catalogue, 'catalogue.json'), 'utf8')) as { modules: { uid: string; download: string }[] }).modules.find((m) => m.uid === 'richtext')!;
  const answered = page.waitForResponse((r) => r.url().includes('/admin/module/upload'));
  await store.drop({ name: entry.download, mimeType: 'application/zip', buffer: fs.readFileSync(path.join(catalogue, entry.download)) });
  const uploaded = (await (await answered).json()) as { code: number; msg: string };
  expect(uploaded.code, uploaded.msg).toBe(1);
  await expect(page.getByText('模块包已上传，请点击安装')).toBeVisible();
  await expect(store.state('富文本编辑器')).toHaveText('等待安装');

  // the next step is the picked package's: the review, then the install
  const installed = await store.reviewAndRun('富文本编辑器', '继续安装', '确认安装');
  expect(installed.code, installed.msg).toBe(1);
  await expect(store.state('富文本编辑器')).toHaveText('已安装');
  // left as the catalogue's test found it
  const disabled = await store.run('富文本编辑器', '禁用', 'changeState');
  expect(disabled.code, disabled.msg).toBe(1);
  expect((await store.uninstall('富文本编辑器')).code).toBe(1);
  await expect(store.state('富文本编辑器')).toHaveText('未安装');
});
