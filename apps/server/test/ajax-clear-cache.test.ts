import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { rulesFor } from '../src/core/security/rule-cache.ts';

/** `POST /admin/ajax/clearCache`: login only; drops the in-process caches. */

let s: TestServer;
let superH: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer();
  superH = { batoken: (await loginAdmin(s)).token };
});
afterAll(() => s.close());

// A change another instance would make: straight to the database, no cache told.
const behindTheBack = (query: ReturnType<typeof sql>) => s.ctx.database.rows(query);
const boot = async () => (await s.call('GET', '/admin/Index/index', { headers: superH })).body.data;
const clear = (headers: Record<string, string>, body: unknown = { type: 'all' }) => s.call('POST', '/admin/ajax/clearCache', { headers, body });

describe('clearCache', () => {
  it('answers "Cache cleaned~" in both languages', async () => {
    expect((await clear({ ...superH, 'think-lang': 'en' }, { type: 'tp' })).body).toMatchObject({ code: 1, msg: 'The cache has been cleaned up, please refresh the page.', data: null });
    expect((await clear(superH)).body).toMatchObject({ code: 1, msg: '缓存已清理，请刷新页面。' });
  });

  it('reloads the rule table, the settings and the sessions', async () => {
    await boot(); // warm every cache
    await behindTheBack(sql`update admin_rule set title = 'Console' where name = 'dashboard'`);
    await behindTheBack(sql`update config set value = 'Renamed site' where name = 'site_name'`);
    await behindTheBack(sql`update admin set nickname = 'Renamed' where id = 1`);
    const stale = await boot();
    expect(stale.menus.find((m: { name: string }) => m.name === 'dashboard').title).not.toBe('Console');
    expect(stale.siteConfig.siteName).not.toBe('Renamed site');
    expect(stale.adminInfo.nickname).not.toBe('Renamed');

    expect((await clear(superH)).body.code).toBe(1);
    const fresh = await boot();
    expect(fresh.menus.find((m: { name: string }) => m.name === 'dashboard').title).toBe('Console');
    expect(fresh.siteConfig.siteName).toBe('Renamed site');
    expect(fresh.adminInfo.nickname).toBe('Renamed');
  });

  it('reloads the data-security rules', async () => {
    const watched = async () => (await rulesFor(s.ctx, 'auth/admin')).recycle?.controllerAs;
    expect(await watched()).toBe('auth/admin'); // warm
    await behindTheBack(sql`update security_data_recycle set status = false where controller_as = 'auth/admin'`);
    expect(await watched()).toBe('auth/admin');
    expect((await clear(superH)).body.code).toBe(1);
    expect(await watched()).toBeUndefined();
    await behindTheBack(sql`update security_data_recycle set status = true where controller_as = 'auth/admin'`);
    await clear(superH);
  });

  it('needs a login but no permission node', async () => {
    expect((await clear({})).body.code).toBe(303);
    const nothing = await makeGroup(s.call, superH.batoken, 'Nothing', [(await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name = 'dashboard'`))[0].id]);
    const dora = await makeAdmin(s.call, superH.batoken, 'dora', [nothing]);
    expect((await clear({ batoken: dora.token })).body.code).toBe(1);
  });

  it('refuses an unknown type', async () => {
    for (const body of [{ type: 'redis' }, {}, { type: '' }]) {
      const res = await clear({ ...superH, 'think-lang': 'en' }, body);
      expect(res.body).toMatchObject({ code: 0, data: null });
      expect(res.body.msg).toMatch(/\btype\b/i);
    }
  });

  it('is recorded in the admin log as "Clear cache"', async () => {
    const rows = await s.ctx.database.rows<{ title: string; username: string }>(sql`select title, username from admin_log where url = '/admin/ajax/clearCache' order by id desc limit 1`);
    expect(rows[0]).toMatchObject({ title: 'Clear cache' });
  });
});
