import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loginAdmin, startTestServer, TEST_ADMIN, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('admin login', () => {
  it('says whether the captcha is on', async () => {
    const res = await s.call('GET', '/admin/Index/login');
    expect(res.body).toMatchObject({ code: 1, data: { captcha: false } });
    expect(typeof res.body.time).toBe('number');
  });

  it('logs in, answers the envelope in the requested language, and keeps only a hash of the token', async () => {
    const res = await s.call('POST', '/admin/Index/login', { body: { ...TEST_ADMIN, keep: true }, headers: { 'think-lang': 'en' } });
    expect(res.body).toMatchObject({ code: 1, msg: 'Login successful!' });
    const info = res.body.data.userInfo;
    expect(info).toMatchObject({ id: 1, username: 'admin', avatar: '/static/images/avatar.png' });
    expect(info.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(info.refresh_token).toMatch(/^[0-9a-f-]{36}$/);
    expect(info.last_login_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const stored = await s.ctx.database.rows<{ token: string }>(sql`select token from token`);
    expect(stored.map((r) => r.token)).not.toContain(info.token);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.token))).toBe(true);
  });

  it('gives no refresh token without keep, and zh-cn by default', async () => {
    const res = await s.call('POST', '/admin/Index/login', { body: TEST_ADMIN });
    expect(res.body.msg).toBe('登录成功！');
    expect(res.body.data.userInfo.refresh_token).toBe('');
  });

  it('refuses a wrong password and an unknown user', async () => {
    const wrong = await s.call('POST', '/admin/Index/login', { body: { username: 'admin', password: 'not-the-one' }, headers: { 'think-lang': 'en' } });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Wrong password', data: null });
    const unknown = await s.call('POST', '/admin/Index/login', { body: { username: 'nobody', password: 'whatever1' }, headers: { 'think-lang': 'en' } });
    expect(unknown.body).toMatchObject({ code: 0, msg: 'Incorrect username' });
    // a failed attempt is not a login: the success clears the counter
    await loginAdmin(s);
  });

  it('answers 303 logged in when already logged in', async () => {
    const { token } = await loginAdmin(s);
    const res = await s.call('GET', '/admin/Index/login', { headers: { batoken: token } });
    expect(res.body).toMatchObject({ code: 303, data: { type: 'logged in' } });
  });

  it('matches paths case-insensitively', async () => {
    const res = await s.call('GET', '/ADMIN/index/LOGIN');
    expect(res.body.code).toBe(1);
  });
});

describe('admin bootstrap and logout', () => {
  it('delivers admin info, the menu tree with buttons, and the site config', async () => {
    const { token } = await loginAdmin(s);
    const res = await s.call('GET', '/admin/Index/index', { headers: { batoken: token } });
    expect(res.body.code).toBe(1);
    const { adminInfo, menus, siteConfig } = res.body.data;
    expect(adminInfo).toMatchObject({ id: 1, username: 'admin', super: true });
    const dashboard = menus.find((m: { name: string }) => m.name === 'dashboard');
    expect(dashboard).toMatchObject({ type: 'menu', menu_type: 'tab', keepalive: 'dashboard', path: 'dashboard' });
    expect(dashboard.children.map((c: { name: string }) => c.name)).toContain('dashboard/index');
    expect(dashboard).not.toHaveProperty('remark');
    expect(siteConfig.siteName).toBe(''); // unset: the web app shows the product's name in the reader's language
    expect(siteConfig.upload.mode).toBe('local');
  });

  it('answers the envelope of any other answer around the cached blocks, with the time of the request and the cdnUrl of its Host', async () => {
    const { token } = await loginAdmin(s);
    // node:http, as fetch does not let a caller choose the Host header.
    const get = (host: string) =>
      new Promise<{ type: string; body: any }>((resolve, reject) => {
        http.get(`${s.url}/admin/Index/index`, { headers: { server: '1', batoken: token, host } }, (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (c) => (text += c)).on('end', () => resolve({ type: String(res.headers['content-type']), body: JSON.parse(text) }));
        }).on('error', reject);
      });
    const before = Math.floor(Date.now() / 1000);
    const { type, body } = await get('shop.example:8000');
    expect(type).toBe('application/json; charset=utf-8');
    expect(Object.keys(body)).toEqual(['code', 'msg', 'time', 'data']);
    expect(body).toMatchObject({ code: 1, msg: '' });
    expect(body.time).toBeGreaterThanOrEqual(before);
    expect(Object.keys(body.data)).toEqual(['adminInfo', 'menus', 'siteConfig', 'terminal']);
    expect(body.data.siteConfig.cdnUrl).toBe('//shop.example:8000');
    expect((await get('other.example')).body.data.siteConfig.cdnUrl).toBe('//other.example');
  });

  it('compresses the bootstrap in one piece for browsers: gzip or brotli with its length, the same JSON inside', async () => {
    const { token } = await loginAdmin(s);
    const get = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http.get(`${s.url}/admin/Index/index`, { headers: { server: '1', batoken: token, 'accept-encoding': encoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        }).on('error', reject);
      });
    const plain = await get('identity');
    expect(plain.body.length).toBeGreaterThan(8192); // above the plugin's own inline limit on two cores
    const { time: _time, ...expected } = JSON.parse(plain.body.toString());
    for (const [encoding, decode] of [['gzip', zlib.gunzipSync], ['br', zlib.brotliDecompressSync]] as const) {
      const res = await get(encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      // compressed inline, not streamed: the length is known (a streamed answer is chunked)
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(plain.body.length / 4);
      const { time: _t, ...decoded } = JSON.parse(decode(res.body).toString());
      expect(decoded).toEqual(expected);
    }
  });

  it('gzips the bootstrap with no compressor run: the request part stored as is, the cached rest deflated once', async () => {
    const { token } = await loginAdmin(s);
    // node:http, which neither sends Accept-Encoding of its own nor decodes the answer
    const get = (headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http.get(`${s.url}/admin/Index/index`, { headers: { server: '1', batoken: token, ...headers } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        }).on('error', reject);
      });
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const { time: _time, ...expected } = JSON.parse(plain.body.toString());
    expect(Object.keys(expected.data)).toEqual(['adminInfo', 'menus', 'siteConfig', 'terminal']);

    const gz = await get({ 'accept-encoding': 'gzip, deflate, br', origin: s.url });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Origin, Accept-Encoding');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    // After the 10-byte gzip header, a stored block (BFINAL 0, BTYPE 00: byte 0, LEN, NLEN)
    // holding the envelope's start and the admin block as they are; then the deflated rest.
    expect(gz.body[10]).toBe(0);
    const length = gz.body.readUInt16LE(11);
    expect(gz.body.readUInt16LE(13)).toBe(length ^ 0xffff);
    expect(gz.body.subarray(15, 15 + length).toString()).toMatch(/^\{"code":1,"msg":"","time":\d+,"data":\{"adminInfo":\{[^{}]*\},$/);
    expect(gz.body.length).toBeLessThan(plain.body.length / 4);
    const { time: _t, ...decoded } = JSON.parse(zlib.gunzipSync(gz.body).toString());
    expect(decoded).toEqual(expected);

    // gzip refused with q=0: the plugin's brotli, as before
    const br = await get({ 'accept-encoding': 'gzip;q=0, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const { time: _b, ...fromBr } = JSON.parse(zlib.brotliDecompressSync(br.body).toString());
    expect(fromBr).toEqual(expected);
    // x-no-compression asks for plain bytes, as the compress plugin honours it everywhere else
    const asked = await get({ 'accept-encoding': 'gzip', 'x-no-compression': '1' });
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(asked.body.toString()).data).toEqual(expected.data);
  });

  it('two admins with the same menus, asking in the same second, each get their own gzipped admin block', async () => {
    const [other] = await s.ctx.database.rows<{ id: number }>(sql`insert into admin (username, nickname, password) values ('gzip-twin', 'Twin', '') returning id`);
    await s.change(sql`insert into admin_group_access (uid, group_id) select ${other.id}, group_id from admin_group_access where uid = 1`);
    const tokens = [(await loginAdmin(s)).token, await s.ctx.tokens.issue('admin', other.id)];
    const get = (token: string) =>
      new Promise<Buffer>((resolve, reject) => {
        http.get(`${s.url}/admin/Index/index`, { headers: { server: '1', batoken: token, 'accept-encoding': 'gzip' } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c)).on('end', () => resolve(Buffer.concat(parts)));
        }).on('error', reject);
      });
    try {
      // alternated, so each answer follows the other admin's around the same cached menus
      for (const token of [...tokens, ...tokens, ...tokens]) {
        const { data } = JSON.parse(zlib.gunzipSync(await get(token)).toString());
        expect(data.adminInfo.username).toBe(token === tokens[0] ? TEST_ADMIN.username : 'gzip-twin');
      }
    } finally {
      await s.change(sql`delete from admin where id = ${other.id}`);
    }
  });

  it('seeded menu titles come in the request language; an edited title as typed', async () => {
    const { token } = await loginAdmin(s);
    const titleOf = async (lang: string, name: string) => {
      const menus = (await s.call('GET', '/admin/Index/index', { headers: { batoken: token, 'think-lang': lang } })).body.data.menus as { name: string; title: string; children?: unknown[] }[];
      const all = (nodes: typeof menus): typeof menus => nodes.flatMap((n) => [n, ...all((n.children ?? []) as typeof menus)]);
      return all(menus).find((m) => m.name === name)?.title;
    };
    expect(await titleOf('zh-cn', 'dashboard')).toBe('控制台');
    expect(await titleOf('en', 'dashboard')).toBe('Dashboard');
    expect(await titleOf('en', 'auth/admin')).toBe('Administrators');
    await s.change(sql`update admin_rule set title = '我的控制台' where name = 'dashboard'`);
    s.ctx.adminRules.invalidate();
    expect(await titleOf('en', 'dashboard')).toBe('我的控制台');
    await s.change(sql`update admin_rule set title = '控制台' where name = 'dashboard'`);
    s.ctx.adminRules.invalidate();
  });

  it('asks for login without a token or with a forged one', async () => {
    for (const headers of [{}, { batoken: 'forged-token' }, { batoken: 'x'.repeat(500) }] as Record<string, string>[]) {
      const res = await s.call('GET', '/admin/Index/index', { headers });
      expect(res.body).toMatchObject({ code: 303, data: { type: 'need login' } });
    }
  });

  it('does not accept a member or refresh token as the admin token', async () => {
    const { refresh_token } = await loginAdmin(s, true);
    const res = await s.call('GET', '/admin/Index/index', { headers: { batoken: refresh_token } });
    expect(res.body.code).toBe(303);
  });

  it('answers 409 for an expired token, and the refresh token gives a new one', async () => {
    const { token, refresh_token } = await loginAdmin(s, true);
    await s.change(sql`update token set expire_time = now() - interval '1 second' where token = ${s.ctx.tokens.digest(token)}`);
    const expired = await s.call('GET', '/admin/Index/index', { headers: { batoken: token } });
    expect(expired.body).toMatchObject({ code: 409 });
    const refreshed = await s.call('POST', '/api/common/refreshToken', { body: { refreshToken: refresh_token }, headers: { batoken: token } });
    expect(refreshed.body).toMatchObject({ code: 1, data: { type: 'admin-refresh' } });
    const again = await s.call('GET', '/admin/Index/index', { headers: { batoken: refreshed.body.data.token } });
    expect(again.body.code).toBe(1);
    // the old access token is gone
    expect(await s.ctx.tokens.find(token)).toBeNull();
  });

  it('refuses a refresh with an unknown, expired or access token', async () => {
    const { token, refresh_token } = await loginAdmin(s, true);
    for (const refreshToken of ['nope', token]) {
      const res = await s.call('POST', '/api/common/refreshToken', { body: { refreshToken }, headers: { batoken: token, 'think-lang': 'en' } });
      expect(res.body).toMatchObject({ code: 0, msg: 'Login expired, please login again.' });
    }
    const noAccess = await s.call('POST', '/api/common/refreshToken', { body: { refreshToken: refresh_token }, headers: { 'think-lang': 'en' } });
    expect(noAccess.body).toMatchObject({ code: 0, msg: 'Invalid Token!' });
    await s.change(sql`update token set expire_time = now() - interval '1 second' where token = ${s.ctx.tokens.digest(refresh_token)}`);
    const expired = await s.call('POST', '/api/common/refreshToken', { body: { refreshToken: refresh_token }, headers: { batoken: token } });
    expect(expired.body.code).toBe(0);
  });

  it('logs out: both tokens stop working', async () => {
    const { token, refresh_token } = await loginAdmin(s, true);
    const out = await s.call('POST', '/admin/Index/logout', { body: { refreshToken: refresh_token }, headers: { batoken: token } });
    expect(out.body.code).toBe(1);
    expect((await s.call('GET', '/admin/Index/index', { headers: { batoken: token } })).body.code).toBe(303);
    const refresh = await s.call('POST', '/api/common/refreshToken', { body: { refreshToken: refresh_token }, headers: { batoken: token } });
    expect(refresh.body.code).toBe(0);
  });

  it('sees a change made by another instance within a second (session cache bound)', async () => {
    const { token } = await loginAdmin(s);
    expect((await s.call('GET', '/admin/Index/index', { headers: { batoken: token } })).body.code).toBe(1);
    await s.ctx.database.rows(sql`delete from token where token = ${s.ctx.tokens.digest(token)}`);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await s.call('GET', '/admin/Index/index', { headers: { batoken: token } })).body.code).toBe(303);
  });

  it('refuses a disabled admin at once', async () => {
    const { token } = await loginAdmin(s);
    await s.change(sql`update admin set status = false where id = 1`);
    try {
      expect((await s.call('GET', '/admin/Index/index', { headers: { batoken: token } })).body.code).toBe(303);
      const login = await s.call('POST', '/admin/Index/login', { body: TEST_ADMIN, headers: { 'think-lang': 'en' } });
      expect(login.body).toMatchObject({ code: 0, msg: 'Account is disabled' });
    } finally {
      await s.change(sql`update admin set status = true where id = 1`);
    }
  });
});
