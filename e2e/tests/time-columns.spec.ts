import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DataTable } from '../pages/data-table.ts';
import { AdminApi } from '../support/admin-api.ts';
import { createMember } from '../support/oracle.ts';
import { loginAdmin, unique } from '../support/session.ts';

// Issue 11 #19: at 1440 px the time columns of these lists showed "2026-1". Our own font fits the old
// 170 px columns; the user's did not. The second test gives the table a wider font and fails on the
// code before the fix (the time broke over two lines), passing with times kept on one line.
test.use({ viewport: { width: 1440, height: 900 } });

const LISTS = ['/admin/user/user', '/admin/routine/attachment', '/admin/auth/rule', '/admin/user/rule'];

async function expectWholeTimes(page: Page) {
  for (const path of LISTS) {
    await page.goto(path);
    const table = new DataTable(page);
    await expect(table.toolbar()).toBeVisible({ timeout: 30_000 }); // a first visit loads the page's code
    await table.waitLoaded();
    await expect(table.rows().first()).toBeVisible();
    const cells = await table.timeCells();
    expect(cells.length, path).toBeGreaterThan(0);
    expect(cells.filter((c) => !c.whole), path).toEqual([]);
  }
}

test.beforeEach(async ({ page, request }) => {
  const api = new AdminApi(request, await loginAdmin(page));
  await createMember({ username: unique('t'), password: 'member-pass-1' });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: Math.floor(Math.random() * 256), g: 40, b: 90 } } }).png().toBuffer();
  await api.upload(`${unique('time')}.png`, 'image/png', png);
});

test('time columns show whole times at 1440 px: members, attachments, admin and member rules', async ({ page }) => {
  test.setTimeout(180_000);
  await expectWholeTimes(page);
});

test('time columns stay whole in a browser whose font is wider than ours', async ({ page }) => {
  test.setTimeout(180_000);
  // What a user's font settings (a wider system font, a minimum font size) do to the table.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '.ant-table-wrapper .ant-table, .ant-table-wrapper .ant-table-cell { font-family: "DejaVu Sans Mono", monospace !important; font-size: 16px !important; }';
      document.head.append(style);
    });
  });
  await expectWholeTimes(page);
});
