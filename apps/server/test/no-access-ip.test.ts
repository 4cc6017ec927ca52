import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

// Behind a trusted proxy the client address comes from X-Forwarded-For, so any IPv4 or IPv6
// client can be played over the loopback connection.
let s: TestServer;
let superH: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer({ TRUST_PROXY: 'true' });
  superH = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s.close());

const saveList = (list: string, headers = superH) => s.call('POST', '/admin/routine.Config/edit?group=basics', { headers, body: { no_access_ip: list } });
const from = (ip: string, lang = 'en') => s.call('GET', '/admin/Index/login', { headers: { 'x-forwarded-for': ip, 'think-lang': lang } });

describe('no_access_ip', () => {
  it('refuses listed clients with HTTP 403 in the envelope: single IPs and CIDR, IPv4, IPv6 and IPv4-mapped', async () => {
    expect((await from('203.0.113.7')).status).toBe(200);
    const res = await saveList('203.0.113.7\n198.51.100.0/24\n2001:db8::/32\n::ffff:192.0.2.1\n2001:db8:1::1');
    expect(res.body.code).toBe(1);

    const blocked = ['203.0.113.7', '198.51.100.1', '198.51.100.254', '2001:db8::1', '2001:db8:ffff::42', '::ffff:203.0.113.7', '::ffff:198.51.100.9', '192.0.2.1', '::ffff:192.0.2.1'];
    for (const ip of blocked) {
      const r = await from(ip);
      expect(r.status, ip).toBe(403);
      expect(r.body, ip).toMatchObject({ code: 0, msg: 'No permission request', data: null });
      expect(r.body.time).toBeTypeOf('number');
    }
    expect((await from('203.0.113.7', 'zh-cn')).body.msg).toBe('无权请求');

    for (const ip of ['203.0.113.8', '198.51.101.1', '2001:db9::1', '::ffff:198.51.101.9', '192.0.2.2']) {
      const r = await from(ip);
      expect(r.status, ip).toBe(200);
      expect(r.body.code, ip).toBe(1);
    }
    // every route, logged in or not, with a valid token too
    const withToken = await s.call('GET', '/admin/routine.Config/index', { headers: { ...superH, 'x-forwarded-for': '2001:db8::5' } });
    expect(withToken.status).toBe(403);
  });

  it('refuses a list that would lock out the admin saving it, or that has a bad line', async () => {
    const me = { ...superH, 'x-forwarded-for': '198.18.0.9' };
    expect((await saveList('198.18.0.0/15', me)).body).toMatchObject({ code: 0, msg: 'This list would block your own IP address 198.18.0.9' });
    expect((await saveList('10.0.0.1\nnot-an-ip', me)).body).toMatchObject({ code: 0, msg: 'Invalid IP or CIDR: not-an-ip' });
    const [row] = await s.ctx.database.rows<{ value: string }>(sql`select value from config where name = 'no_access_ip'`);
    expect(row.value).toContain('203.0.113.7');
  });

  it('applies to the socket address without a proxy, and lifting the block works at once', async () => {
    const direct = await startTestServer();
    try {
      await direct.change(sql`update config set value = '127.0.0.0/8' where name = 'no_access_ip'`);
      direct.ctx.settings.invalidate();
      const r = await direct.call('GET', '/admin/Index/login', { headers: { 'think-lang': 'en' } });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 0, msg: 'No permission request' });

      await direct.change(sql`update config set value = '' where name = 'no_access_ip'`);
      direct.ctx.settings.invalidate();
      expect((await direct.call('GET', '/admin/Index/login')).status).toBe(200);
    } finally {
      await direct.close();
    }
  });

  it('an emptied list lets everyone back in', async () => {
    expect((await saveList('')).body.code).toBe(1);
    expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('2001:db8::1')).status).toBe(200);
  });
});
