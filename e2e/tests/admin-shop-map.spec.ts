import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request as apiRequest, test } from '@playwright/test';
import sharp from 'sharp';
import { CommerceAdmin } from '../pages/commerce-admin.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { AdminApi } from '../support/admin-api.ts';
import { CspWatch } from '../support/csp.ts';
import { E2E } from '../support/env.ts';
import { loginAdmin, unique } from '../support/session.ts';

/** A tile server on loopback: one small PNG for every /{z}/{x}/{y}.png, the paths it served noted. */
async function startTileServer() {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 170, g: 211, b: 223 } } }).png().toBuffer();
  const served: string[] = [];
  const server = http.createServer((req, res) => {
    if (!/^\/tiles\/\d+\/-?\d+\/-?\d+\.png$/.test(req.url ?? '')) return void res.writeHead(404).end();
    served.push(req.url!);
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, served, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type ShopRow = { name: string; longitude: number | null; latitude: number | null };
const DEFAULT_TILES = { map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', map_tile_subdomains: 'abc', map_tile_attribution: '© OpenStreetMap contributors' };

test.describe('shop position on a map', () => {
  let tiles: Awaited<ReturnType<typeof startTileServer>>;
  let token = '';
  test.beforeAll(async () => {
    tiles = await startTileServer();
  });
  // the default tiles back for the other specs, whatever happened to the test's own request context
  test.afterAll(async () => {
    if (token) {
      const context = await apiRequest.newContext({ baseURL: E2E.baseURL });
      expect((await new AdminApi(context, token).post('/admin/routine.Config/edit?group=map', DEFAULT_TILES)).code).toBe(1);
      await context.dispose();
    }
    await tiles?.close();
  });

  test('the operator picks a shop position on the map of the configured tiles, types one that moves the marker, and clears it', async ({ page, request }) => {
    test.setTimeout(180_000);
    const csp = new CspWatch(page);
    await csp.start();
    token = await loginAdmin(page);
    const api = new AdminApi(request, token);
    const shopOf = async (name: string) => (await api.get<{ list: ShopRow[] }>('/admin/shop.Shop/index', { quickSearch: name })).data.list.find((r) => r.name === name);
    const set = await api.post('/admin/routine.Config/edit?group=map', { map_tile_url: `${tiles.origin}/tiles/{z}/{x}/{y}.png`, map_tile_subdomains: '', map_tile_attribution: 'E2E tiles' });
    expect(set.code, set.msg).toBe(1);
    await new AdminShell(page).reload();
    const admin = new CommerceAdmin(page);
    await admin.openShops();
    const name = unique('地图门店');
    await admin.openShopForm(name, unique('M-'));
    // the tiles come from the configured server, allowed by the CSP, with its credit
    expect(tiles.served.length).toBeGreaterThan(0);
    await expect(admin.map()).toContainText('E2E tiles');
    await expect(admin.pickedPosition()).toContainText('尚未选择位置');

    // a click fills both coordinates (six decimals at most) and puts the marker there
    const clicked = { x: 0.7, y: 0.4 };
    await admin.clickMap(clicked.x, clicked.y);
    await expect(admin.longitude()).not.toHaveValue('');
    const [lng, lat] = [await admin.longitude().inputValue(), await admin.latitude().inputValue()];
    for (const v of [lng, lat]) expect(v).toMatch(/^-?\d{1,3}(\.\d{1,6})?$/);
    expect(Number(lng)).toBeGreaterThan(105); // east of the first view's centre
    expect(Number(lat)).toBeGreaterThan(35); // north of it
    await expect(admin.mapMarker()).toBeVisible();
    expect(await admin.markerDistanceFrom(clicked.x, clicked.y)).toBeLessThan(3); // the marker's tip where the click was
    await expect(admin.pickedPosition()).toHaveText(`经度 ${Number(lng)}，纬度 ${Number(lat)}`);
    expect((await admin.table.saveDialog('shop.Shop', 'add')).code).toBe(1);
    expect(await shopOf(name)).toMatchObject({ longitude: Number(lng), latitude: Number(lat) });

    // editing: typed coordinates move the marker into view, at the map's centre
    await admin.table.row(name).getByRole('button', { name: '编辑', exact: true }).click();
    await expect(admin.mapMarker()).toBeVisible();
    await admin.longitude().fill('121.473701');
    await admin.latitude().fill('31.230416');
    await expect(admin.pickedPosition()).toHaveText('经度 121.473701，纬度 31.230416');
    await expect.poll(async () => { const o = await admin.markerOffset(); return Math.abs(o.x) + Math.abs(o.y); }).toBeLessThan(3);
    // a click elsewhere moves it again; then "clear" empties both and the marker goes
    await admin.clickMap(0.25, 0.5);
    await expect(admin.longitude()).not.toHaveValue('121.473701');
    expect(Number(await admin.longitude().inputValue())).toBeLessThan(121.473701);
    await admin.clearPosition().click();
    await expect(admin.longitude()).toHaveValue('');
    await expect(admin.latitude()).toHaveValue('');
    await expect(admin.mapMarker()).toHaveCount(0);
    expect((await admin.table.saveDialog('shop.Shop', 'edit')).code).toBe(1);
    expect(await shopOf(name)).toMatchObject({ longitude: null, latitude: null });
    expect(await csp.collect()).toEqual([]);
  });
});
