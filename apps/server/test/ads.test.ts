import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ad, adminRule } from '../src/db/schema/index.ts';
import { adCounters } from '../src/modules/miniprogram/ad-counter.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { makeAdmin, makeGroup } from './crud-harness.ts';

// Issue 15 item 2: ad spaces and ads, the public API of a space's live ads, and burst-proof counting.
let s: TestServer;
let h: Record<string, string>;
const ids: Record<string, number> = {};
const now = () => Math.floor(Date.now() / 1000);

const post = async (url: string, body: Record<string, unknown>, headers = h) => (await s.call('POST', url, { headers, body })).body;
const get = async (url: string, headers = h) => (await s.call('GET', url, { headers })).body;
const anon = { 'think-lang': 'en' };

async function add(path: string, body: Record<string, unknown>, key: string) {
  const res = await post(`/admin/${path}/add`, body);
  expect(res.code, JSON.stringify(res)).toBe(1);
  const field = path === 'miniprogram.AdSpace' ? 'code' : 'title';
  const list = await get(`/admin/${path}/index?search[0][field]=${field}&search[0][val]=${encodeURIComponent(String(body[field]))}&search[0][operator]=eq`);
  ids[key] = list.data.list[0].id;
}

const countsOf = async (id: number) => (await s.ctx.db.select({ views: ad.views, clicks: ad.clicks }).from(ad).where(eq(ad.id, id)))[0];

beforeAll(async () => {
  s = await startTestServer();
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
  await add('miniprogram.AdSpace', { code: 'home_banner', name: 'Home banner', type: 'banner', width: 750, height: 300 }, 'home');
  await add('miniprogram.AdSpace', { code: 'closed_space', name: 'Closed', status: '0' }, 'closed');
  await add('miniprogram.Ad', { space_id: ids.home, title: 'Second', image: '/storage/b.png', link_type: 'url', link_value: 'https://example.com/b', weigh: 5 }, 'second');
  await add('miniprogram.Ad', { space_id: ids.home, title: 'First', image: '/storage/a.png', link_type: 'product', link_value: '12', weigh: 9, start_time: now() - 3600, end_time: now() + 3600 }, 'first');
  await add('miniprogram.Ad', { space_id: ids.home, title: 'Expired', link_type: 'none', start_time: now() - 7200, end_time: now() - 3600, weigh: 20 }, 'expired');
  await add('miniprogram.Ad', { space_id: ids.home, title: 'Future', link_type: 'page', link_value: '/pages/shop/index', start_time: now() + 3600, weigh: 20 }, 'future');
  await add('miniprogram.Ad', { space_id: ids.home, title: 'Off', status: '0', weigh: 20 }, 'off');
  await add('miniprogram.Ad', { space_id: ids.closed, title: 'In a closed space' }, 'inClosed');
});
afterAll(() => s.close());

describe('ad admin areas', () => {
  it('ad spaces: the code is a lower-case handle, unique; a space with ads stays', async () => {
    expect((await post('/admin/miniprogram.AdSpace/add', { code: 'Home Banner', name: 'x' })).msg).toMatch(/lower-case letters/);
    expect((await post('/admin/miniprogram.AdSpace/add', { code: 'home_banner', name: 'x' })).msg).toBe('This code is already used by another ad space');
    expect((await post('/admin/miniprogram.AdSpace/add', { code: 'home_banner', name: 'x' }, { ...h, 'think-lang': 'zh-cn' })).msg).toBe('该编码已被其他广告位使用');
    expect((await post('/admin/miniprogram.AdSpace/edit', { id: ids.closed, code: 'home_banner' })).msg).toBe('This code is already used by another ad space');
    expect((await post('/admin/miniprogram.AdSpace/add', { code: 'popup_x', name: 'x', type: 'marquee' })).code).toBe(0);
    const del = await s.call('DELETE', `/admin/miniprogram.AdSpace/del?ids[]=${ids.home}`, { headers: h });
    expect(del.body.msg).toBe('The ad space still has ads: delete them first');
  });

  it('ads: the space must exist, the window run forward, the link suit its type; counters are read-only', async () => {
    expect((await post('/admin/miniprogram.Ad/add', { space_id: 999999, title: 'x' })).msg).toBe('The ad space does not exist');
    expect((await post('/admin/miniprogram.Ad/add', { space_id: ids.home, title: 'x', start_time: now(), end_time: now() - 10 })).msg).toBe('The end time must be after the start time');
    expect((await post('/admin/miniprogram.Ad/add', { space_id: ids.home, title: 'x', link_type: 'url', link_value: 'javascript:alert(1)' })).msg).toBe('The link of a url ad starts with http:// or https://');
    expect((await post('/admin/miniprogram.Ad/add', { space_id: ids.home, title: 'x', link_type: 'shop', link_value: 'abc' })).msg).toBe('The link of a shop ad is its id');
    expect((await post('/admin/miniprogram.Ad/add', { space_id: ids.home, title: 'x', link_type: 'page' })).msg).toBe('Please enter the link target');
    expect((await post('/admin/miniprogram.Ad/edit', { id: ids.first, end_time: now() - 7200 })).msg).toBe('The end time must be after the start time');
    expect((await post('/admin/miniprogram.Ad/edit', { id: ids.first, clicks: 999, title: 'First' })).code).toBe(1);
    expect((await countsOf(ids.first)).clicks).toBe(0);
    const list = await get(`/admin/miniprogram.Ad/index?search[0][field]=space.name&search[0][val]=Home&search[0][operator]=LIKE&order=weigh,desc`);
    expect(list.data.list[0]).toMatchObject({ space: { code: 'home_banner', name: 'Home banner' } });
    expect(typeof list.data.list.find((r: { id: number }) => r.id === ids.first).start_time).toBe('number');
  });

  it('an admin holding only the ad list may list but not add, sort or delete', async () => {
    const [index] = await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(eq(adminRule.name, 'miniprogram/ad/index'));
    const group = await makeGroup(s.call, h.batoken, 'Ad readers', [index.id]);
    const reader = await makeAdmin(s.call, h.batoken, 'adreader', [group]);
    const rh = { batoken: reader.token, 'think-lang': 'en' };
    expect((await get('/admin/miniprogram.Ad/index', rh)).code).toBe(1);
    expect((await post('/admin/miniprogram.Ad/add', { space_id: ids.home, title: 'x' }, rh)).code).toBe(401);
    expect((await post('/admin/miniprogram.Ad/sortable', { id: ids.first, targetId: ids.second }, rh)).code).toBe(401);
    expect((await get('/admin/miniprogram.AdSpace/index', rh)).code).toBe(401);
  });
});

describe('public ad API', () => {
  it("answers a space's live ads by weight without a login; unknown and disabled spaces are not found", async () => {
    const res = await get('/api/ad/space?code=home_banner', anon);
    expect(res.code).toBe(1);
    expect(res.data.space).toEqual({ code: 'home_banner', name: 'Home banner', type: 'banner', width: 750, height: 300 });
    expect(res.data.list).toEqual([
      { id: ids.first, title: 'First', image: '/storage/a.png', link_type: 'product', link_value: '12' },
      { id: ids.second, title: 'Second', image: '/storage/b.png', link_type: 'url', link_value: 'https://example.com/b' },
    ]);
    expect((await get('/api/ad/space?code=closed_space', anon)).msg).toBe('Ad space not found');
    expect((await get('/api/ad/space?code=nothing', anon)).msg).toBe('Ad space not found');
    expect((await get('/api/ad/space', anon)).code).toBe(0);
  });

  it('a weight change reorders the list at once', async () => {
    expect((await post('/admin/miniprogram.Ad/edit', { id: ids.second, weigh: 50 })).code).toBe(1);
    const res = await get('/api/ad/space?code=home_banner', anon);
    expect(res.data.list.map((a: { id: number }) => a.id)).toEqual([ids.second, ids.first]);
  });

  it('clicks of ads that are not live are refused', async () => {
    for (const key of ['expired', 'future', 'off', 'inClosed']) expect((await post('/api/ad/click', { id: ids[key] }, anon)).msg, key).toBe('Ad not found');
    expect((await post('/api/ad/click', { id: 999999 }, anon)).msg).toBe('Ad not found');
  });

  it('10,000 clicks over 50 concurrent connections are all counted (batched, flushed by the timer)', async () => {
    await adCounters(s.ctx).flush();
    const before = await countsOf(ids.first);
    let failed = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        for (let i = 0; i < 200; i++) if ((await post('/api/ad/click', { id: ids.first }, anon)).code !== 1) failed++;
      }),
    );
    expect(failed).toBe(0);
    // no explicit flush: the timer writes the batch within a period
    const deadline = Date.now() + 10_000;
    let after = await countsOf(ids.first);
    while (after.clicks < before.clicks + 10_000 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      after = await countsOf(ids.first);
    }
    expect(after.clicks - before.clicks).toBe(10_000);
  }, 120_000);

  it('views are counted per listed ad; a failed flush keeps its counts for the next one, and closing flushes the rest', async () => {
    const counters = adCounters(s.ctx);
    await counters.flush();
    const before = await countsOf(ids.second);
    await Promise.all(Array.from({ length: 10 }, () => get('/api/ad/space?code=home_banner', anon)));
    await s.ctx.database.db.execute(sql`alter table ad rename column views to views_away`);
    await expect(counters.flush()).rejects.toThrow();
    await s.ctx.database.db.execute(sql`alter table ad rename column views_away to views`);
    counters.add(ids.second, 'clicks', 3);
    await counters.close();
    const after = await countsOf(ids.second);
    expect(after.views - before.views).toBe(10);
    expect(after.clicks - before.clicks).toBe(3);
    expect((await countsOf(ids.expired)).views).toBe(0);
  });
});

/** Two instances on one PostgreSQL database, as behind a proxy: each flushes its own increments. */
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('ad clicks with two instances on one database', () => {
  it('clicks taken by both instances add up, the second one flushing as it closes', async () => {
    const b = await startTestServer({ DATABASE_URL: s.databaseUrl! });
    let closed = false;
    try {
      await adCounters(s.ctx).flush();
      const before = await countsOf(ids.first);
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const target = i % 2 ? b : s;
          for (let n = 0; n < 50; n++) expect((await target.call('POST', '/api/ad/click', { body: { id: ids.first }, headers: anon })).body.code).toBe(1);
        }),
      );
      await b.close();
      closed = true;
      await adCounters(s.ctx).flush();
      expect((await countsOf(ids.first)).clicks - before.clicks).toBe(1000);
    } finally {
      if (!closed) await b.close();
    }
  }, 120_000);
});
