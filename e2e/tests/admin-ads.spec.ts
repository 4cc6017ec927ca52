import { expect, test } from '@playwright/test';
import { AdAdminPages } from '../pages/ad-admin.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { AdminApi } from '../support/admin-api.ts';
import { loginAdmin, unique } from '../support/session.ts';

test.describe('mini-program ads', () => {
  test('an operator adds an ad space and an ad; the public API returns it, and counts its clicks', async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const ads = new AdAdminPages(page);
    const code = unique('e2e_').toLowerCase();
    const name = `首页轮播 ${code}`;

    await ads.openSpaces();
    await expect(ads.table.columnHeader('广告位编码')).toBeVisible();
    // the code is a lower-case handle: the server's refusal is shown, nothing is added
    const refused = await ads.addSpace({ code: 'Home Banner', name, width: 750, height: 300 });
    expect(refused.code).toBe(0);
    await ads.table.dialog().getByLabel('广告位编码').fill(code);
    expect((await ads.table.saveDialog('miniprogram.AdSpace', 'add')).code).toBe(1);
    await expect(ads.table.dialog()).toBeHidden();
    await expect(ads.table.row(code)).toContainText('轮播');

    await ads.openAds();
    expect((await ads.addAd({ space: name, title: 'E2E second', url: 'https://example.com/2', weigh: 1 })).code).toBe(1);
    await expect(ads.table.dialog()).toBeHidden();
    expect((await ads.addAd({ space: name, title: 'E2E first', url: 'https://example.com/1', weigh: 9 })).code).toBe(1);
    await expect(ads.table.row('E2E first')).toContainText(name);

    // no login: the space's live ads, by weight
    const res = await request.get(`/api/ad/space?code=${code}`, { headers: { server: '1' } });
    const body = await res.json();
    expect(body.code).toBe(1);
    expect(body.data.space).toMatchObject({ code, name, type: 'banner', width: 750, height: 300 });
    expect(body.data.list.map((a: { title: string; link_type: string; link_value: string }) => [a.title, a.link_type, a.link_value])).toEqual([
      ['E2E first', 'url', 'https://example.com/1'],
      ['E2E second', 'url', 'https://example.com/2'],
    ]);
    const first = body.data.list[0].id as number;
    for (let i = 0; i < 3; i++) expect((await (await request.post('/api/ad/click', { headers: { server: '1' }, data: { id: first } })).json()).code).toBe(1);

    // the counts reach the ad list within a flush period (asked of the API: one reload of the list, not one per try)
    await expect.poll(async () => (await api.get<{ row: { clicks: number } }>('/admin/miniprogram.Ad/edit', { id: first })).data.row.clicks, { timeout: 15_000 }).toBe(3);
    await new AdminShell(page).reload();
    await ads.table.waitLoaded();
    expect(await ads.table.row('E2E first').locator('td').allTextContents()).toContain('3');
  });
});
