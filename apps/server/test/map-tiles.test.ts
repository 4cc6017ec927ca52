import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

// The map tiles of the config centre (group map): checked on save, given to both bootstraps,
// and their origin opened in the pages' CSP img-src (a tile server may be plain http).
let s: TestServer;
let admin: Record<string, string>;

const save = (body: Record<string, string>) => s.call('POST', '/admin/routine.Config/edit?group=map', { headers: admin, body });
const stored = async (name: string) => (await s.ctx.database.rows<{ value: string }>(sql`select value from config where name = ${name}`))[0]?.value;
// a page's CSP: a browser navigating, not an API call
const imgSrc = async () => /img-src ([^;]*)/.exec((await fetch(s.url + '/admin/dashboard')).headers.get('content-security-policy') ?? '')?.[1] ?? '';

beforeAll(async () => {
  s = await startTestServer();
  admin = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s.close());

describe('map tile settings', () => {
  it('are seeded with OpenStreetMap and given to the admin and member bootstraps', async () => {
    const expected = { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', subdomains: 'abc', attribution: '© OpenStreetMap contributors' };
    expect((await s.call('GET', '/api/index/index')).body.data.site.map).toEqual(expected);
    expect((await s.call('GET', '/admin/Index/index', { headers: admin })).body.data.siteConfig.map).toEqual(expected);
    expect(await imgSrc()).toContain('https://tile.openstreetmap.org');
  });

  it('an operator sets another tile server: the bootstrap gives it and the CSP opens its origin, {s} as a wildcard', async () => {
    const res = await save({ map_tile_url: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', map_tile_subdomains: '', map_tile_attribution: 'Loopback tiles' });
    expect(res.body).toMatchObject({ code: 1 });
    expect((await s.call('GET', '/api/index/index')).body.data.site.map).toEqual({ tileUrl: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', subdomains: '', attribution: 'Loopback tiles' });
    expect(await imgSrc()).toContain('http://127.0.0.1:9');
    expect(await imgSrc()).not.toContain('openstreetmap');

    expect((await save({ map_tile_url: 'https://webrd0{s}.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}', map_tile_subdomains: '1234' })).body.code).toBe(1);
    expect(await imgSrc()).toContain('https://*.is.autonavi.com');
  });

  it('refuses a template that is not an http(s) tile URL, or that would write into the CSP, and keeps the stored one', async () => {
    const before = await stored('map_tile_url');
    for (const bad of ['javascript:alert(1)//{z}/{x}/{y}', 'https://tiles.example.com/{z}/{x}.png', "https://a.com';script-src/{z}/{x}/{y}", 'https://tiles.{s}.example.com/{z}/{x}/{y}.png']) {
      const res = await save({ map_tile_url: bad });
      expect(res.body.code, bad).toBe(0);
      expect(res.body.msg).toBe(`The tile URL must be an http(s) address with {z}, {x} and {y}: ${bad}`);
    }
    const sub = await save({ map_tile_subdomains: 'a.b' });
    expect(sub.body).toMatchObject({ code: 0, msg: 'Tile subdomains are letters or digits: a.b' });
    expect(await stored('map_tile_url')).toBe(before);
    const zh = await s.call('POST', '/admin/routine.Config/edit?group=map', { headers: { ...admin, 'think-lang': 'zh-cn' }, body: { map_tile_url: 'ftp://x/{z}/{x}/{y}' } });
    expect(zh.body).toMatchObject({ code: 0, msg: '瓦片地址须为含 {z}、{x}、{y} 的 http(s) 地址：ftp://x/{z}/{x}/{y}' });
  });

  it('a template broken behind the app\'s back falls back to the default instead of breaking the pages', async () => {
    await s.change(sql`update config set value = 'not a url' where name = 'map_tile_url'`);
    s.ctx.settings.invalidate();
    expect((await s.call('GET', '/api/index/index')).body.data.site.map.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(await imgSrc()).toContain('https://tile.openstreetmap.org');
  });

  it('needs the config centre permission', async () => {
    const res = await s.call('POST', '/admin/routine.Config/edit?group=map', { headers: { 'think-lang': 'en' }, body: { map_tile_url: 'https://evil.example.com/{z}/{x}/{y}.png' } });
    expect(res.body.code).not.toBe(1);
    expect(await stored('map_tile_url')).not.toContain('evil');
  });
});
