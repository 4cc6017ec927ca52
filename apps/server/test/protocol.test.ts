import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ THROTTLE_GET_PER_MINUTE: '5', BODY_LIMIT_BYTES: '4096', CORS_ORIGINS: 'localhost,admin.example.com' });
});
afterAll(() => s.close());

describe('bad input gets a clear envelope error', () => {
  it('malformed JSON', async () => {
    const res = await s.call('POST', '/admin/Index/login', { raw: '{"username": "adm', headers: { 'think-lang': 'en' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 0, msg: 'Invalid JSON body', data: null });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('missing fields and wrong types name the field, in both languages', async () => {
    const missing = await s.call('POST', '/admin/Index/login', { body: { password: 'abcdef1' }, headers: { 'think-lang': 'en' } });
    expect(missing.body.code).toBe(0);
    expect(missing.body.msg).toBe('Username cannot be empty');
    const wrongType = await s.call('POST', '/admin/Index/login', { body: { username: 123, password: 'abcdef1' } });
    expect(wrongType.body.msg).toMatch(/^用户名：/);
    const badPassword = await s.call('POST', '/admin/Index/login', { body: { username: 'admin', password: 'a<b>c"d' }, headers: { 'think-lang': 'en' } });
    expect(badPassword.body.msg).toBe('Parameter password is invalid: The password must be 6 to 32 characters and must not contain & < > " \'');
  });

  it('oversized bodies', async () => {
    const res = await s.call('POST', '/admin/Index/login', { body: { username: 'admin', password: 'x'.repeat(10_000) }, headers: { 'think-lang': 'en' } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 0, msg: 'Request body is too large' });
  });

  it('unknown API paths', async () => {
    const res = await s.call('POST', '/admin/Nope/index', { headers: { 'think-lang': 'en' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 0, msg: 'Not found: /admin/Nope/index' });
  });

  it('a wrong content type', async () => {
    const res = await fetch(s.url + '/admin/Index/login', { method: 'POST', headers: { server: '1', 'content-type': 'text/xml' }, body: '<a/>' });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { code: number }).code).toBe(0);
  });
});

describe('CORS', () => {
  it('answers OPTIONS with 204 and the protocol headers, echoing only allowed origins', async () => {
    const ok = await fetch(s.url + '/admin/Index/login', { method: 'OPTIONS', headers: { origin: 'http://admin.example.com' } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://admin.example.com');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ok.headers.get('access-control-max-age')).toBe('1800');
    expect(ok.headers.get('access-control-allow-headers')).toContain('batoken');
    const evil = await fetch(s.url + '/admin/Index/login', { method: 'OPTIONS', headers: { origin: 'https://evil.example.net' } });
    expect(evil.status).toBe(204);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an answer that is not a preflight carries the origin and credentials, not the preflight-only headers', async () => {
    const res = await s.call('POST', '/admin/Index/logout', { body: {}, headers: { origin: 'http://admin.example.com' } }); // a POST: the GET throttle below counts GETs
    expect(res.headers.get('access-control-allow-origin')).toBe('http://admin.example.com');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    for (const name of ['access-control-max-age', 'access-control-allow-methods', 'access-control-allow-headers']) expect(res.headers.get(name), name).toBeNull();
  });
});

describe('GET throttle', () => {
  it('answers in the envelope once an IP passes the limit, and leaves POST alone', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await s.call('GET', '/api/user/checkIn', { headers: { 'think-lang': 'en' } })).body.code);
    expect(codes.slice(0, 5).every((c) => c === 1)).toBe(true);
    const last = await s.call('GET', '/api/user/checkIn', { headers: { 'think-lang': 'en' } });
    expect(last.status).toBe(200);
    expect(last.body.code).toBe(0);
    expect(last.body.msg).toMatch(/^Please do not request frequently\. Try again in \d+ seconds\.$/);
    const post = await s.call('POST', '/admin/Index/login', { body: TEST_ADMIN });
    expect(post.body.code).toBe(1);
  });
});

describe('API docs', () => {
  it('serve an OpenAPI document of the endpoints', async () => {
    const res = await fetch(s.url + '/docs/json');
    const doc = (await res.json()) as any;
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/admin/Index/login', '/api/common/refreshToken', '/api/user/checkIn']));
    expect(doc.paths['/admin/Index/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
  });
});
