import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DataTable } from '../pages/data-table.ts';
import { AdminApi } from '../support/admin-api.ts';
import { createMember } from '../support/oracle.ts';
import { loginAdmin, unique } from '../support/session.ts';

// Issue 11 #19: at 1440 px the time columns of these lists showed "2026-1".
test.use({ viewport: { width: 1440, height: 900 } });

test('time columns show whole times at 1440 px: members, attachments, admin and member rules', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = new AdminApi(request, await loginAdmin(page));
  await createMember({ username: unique('t'), password: 'member-pass-1' });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: Math.floor(Math.random() * 256), g: 40, b: 90 } } }).png().toBuffer();
  await api.upload(`${unique('time')}.png`, 'image/png', png);

  for (const path of ['/admin/user/user', '/admin/routine/attachment', '/admin/auth/rule', '/admin/user/rule']) {
    await page.goto(path);
    const table = new DataTable(page);
    await expect(table.toolbar()).toBeVisible({ timeout: 30_000 }); // a first visit loads the page's code
    await table.waitLoaded();
    await expect(table.rows().first()).toBeVisible();
    const cells = await table.timeCells();
    expect(cells.length, path).toBeGreaterThan(0);
    expect(cells.filter((c) => !c.whole), path).toEqual([]);
  }
});
