import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { AdminShell } from '../pages/admin-shell.ts';
import { DataTable } from '../pages/data-table.ts';
import { NavTabs } from '../pages/nav-tabs.ts';
import { AdminApi } from '../support/admin-api.ts';
import { parseCsv } from '../support/csv.ts';
import { loginAdmin, unique } from '../support/session.ts';

test.describe('admin tables', () => {
  test('a hidden column stays hidden after a reload', async ({ page }) => {
    test.setTimeout(60_000);
    await loginAdmin(page);
    await new AdminShell(page).openMenu('权限管理', '管理员日志管理');
    const table = new DataTable(page);
    await table.waitLoaded();
    await expect(table.columnHeader('IP')).toBeVisible();
    await expect(table.columnHeader('管理员 ID')).toHaveCount(0);

    await table.setColumnShown('IP', false);
    await table.setColumnShown('管理员 ID', true);
    await expect(table.columnHeader('IP')).toHaveCount(0);
    await expect(table.columnHeader('管理员 ID')).toBeVisible();

    await new AdminShell(page).reload();
    const again = new DataTable(page);
    await again.waitLoaded();
    await expect(again.columnHeader('标题')).toBeVisible();
    await expect(again.columnHeader('IP')).toHaveCount(0);
    await expect(again.columnHeader('管理员 ID')).toBeVisible();
  });

  test('the CSV export of a filtered admin log holds every filtered row, not just the first page', async ({ page, request }) => {
    test.setTimeout(60_000);
    const api = new AdminApi(request, await loginAdmin(page));
    // each admin added is a log row "管理员管理-添加": more than one page of them
    for (let i = 0; i < 13; i++) {
      await api.addAdmin({ username: unique(`e2eexp${i}`), nickname: `Export ${i}`, password: 'export-pass-1', groupIds: [1] });
    }
    const filter = '管理员管理-添加';
    const expected = await api.get<{ list: { id: number }[]; total: number }>('/admin/auth.AdminLog/index', { quickSearch: filter, limit: 100, page: 1 });
    expect(expected.code).toBe(1);
    const total = expected.data.total;
    expect(total).toBeGreaterThan(10);

    await new AdminShell(page).openMenu('权限管理', '管理员日志管理');
    const table = new DataTable(page);
    await table.waitLoaded();
    await table.search(filter);
    await expect(table.total()).toHaveText(`共 ${total} 条`);
    await expect(table.rows()).toHaveCount(10);

    const download = await table.exportAs('CSV');
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const rows = parseCsv(fs.readFileSync(await download.path(), 'utf8')).filter((r) => r.some((c) => c !== ''));
    const [header, ...data] = rows;
    expect(data).toHaveLength(total);
    const idCol = header.findIndex((h) => /^id$/i.test(h.trim()));
    expect(idCol).toBeGreaterThanOrEqual(0);
    expect(data.map((r) => Number(r[idCol])).sort((a, b) => a - b)).toEqual(expected.data.list.map((r) => r.id).sort((a, b) => a - b));
    const titleCol = header.findIndex((h) => /^(title|标题)$/i.test(h.trim()));
    if (titleCol >= 0) for (const r of data) expect(r[titleCol]).toContain(filter);
  });

  test('a page keeps its quick search when the tabs switch away and back', async ({ page, request }) => {
    test.setTimeout(60_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const nickname = unique('Tabs');
    await api.addAdmin({ username: unique('e2etab'), nickname, password: 'tabs-pass-1', groupIds: [1] });
    const shell = new AdminShell(page);
    const tabs = new NavTabs(page);
    await shell.openMenu('权限管理', '管理员管理');
    const admins = new DataTable(page);
    await admins.waitLoaded();
    const all = await admins.total().textContent();

    await admins.search(nickname);
    await expect(admins.total()).not.toHaveText(all ?? '');
    await expect(admins.rows().first()).toBeVisible();
    await expect(admins.total()).toHaveText('共 1 条');
    await expect(admins.rows().first()).toContainText(nickname);
    const filtered = await admins.total().textContent();
    const firstRow = await admins.rows().first().textContent();

    await shell.openMenu('权限管理', '角色组管理');
    await expect(page).toHaveURL(/\/admin\/auth\/group/);
    await expect(tabs.activeTab()).toHaveText('角色组管理');
    await tabs.switchTo('控制台');
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await tabs.switchTo('管理员管理');
    await expect(page).toHaveURL(/\/admin\/auth\/admin/);

    const back = new DataTable(page);
    await expect(back.quickSearch()).toHaveValue(nickname);
    await expect(back.total()).toHaveText(filtered ?? '');
    await expect(back.rows().first()).toHaveText(firstRow ?? '');
  });
});
