import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { captcha } from '../src/db/schema/index.ts';
import { captchaKey } from '../src/core/captcha/service.ts';
import { solveClickCaptcha, type CaptchaPoint } from '../src/core/captcha/index.ts';
import { startTestServer, TEST_ADMIN, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ ADMIN_LOGIN_CAPTCHA: 'true' });
});
afterAll(() => s.close());

let n = 0;
async function newCaptcha(lang = 'zh-cn') {
  const id = `test-captcha-${++n}`;
  const res = await s.call('GET', `/api/common/clickCaptcha?id=${id}`, { headers: { 'think-lang': lang } });
  const [row] = await s.ctx.db.select().from(captcha).where(eq(captcha.key, captchaKey(id)));
  const layout = JSON.parse(row.captcha!) as { text: CaptchaPoint[]; width: number; height: number };
  return { id, res, layout, solve: (w = layout.width, h = layout.height) => solveClickCaptcha(layout.text, layout.width, layout.height, w, h) };
}

const login = (captchaId: string, captchaInfo: string) =>
  s.call('POST', '/admin/Index/login', { body: { ...TEST_ADMIN, captchaId, captchaInfo }, headers: { 'think-lang': 'en' } });

describe('click captcha', () => {
  it('renders a PNG with two targets named in the language of the request', async () => {
    const { res, layout } = await newCaptcha('en');
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({ width: 350, height: 200 });
    expect(res.body.data.base64).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(res.body.data.text).toHaveLength(2);
    expect(layout.text.map((p) => p.text)).toEqual(res.body.data.text);
  });

  it('stores only a hash of the answer besides the layout', async () => {
    const { id, res } = await newCaptcha();
    const [row] = await s.ctx.db.select().from(captcha).where(eq(captcha.key, captchaKey(id)));
    expect(row.code).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code).not.toContain(res.body.data.text[0]);
  });

  it('the admin login asks for it, passes with the right points at any rendered size, and only once', async () => {
    expect((await s.call('GET', '/admin/Index/login')).body.data.captcha).toBe(true);
    const c = await newCaptcha();
    const info = c.solve(300, 171);
    expect((await s.call('POST', '/api/common/checkClickCaptcha', { body: { id: c.id, info, unset: false } })).body.code).toBe(1);
    expect((await login(c.id, info)).body.code).toBe(1);
    const reused = await login(c.id, info);
    expect(reused.body).toMatchObject({ code: 0, msg: 'Captcha error!' });
  });

  it('refuses a missing captcha, wrong points and the wrong order, consuming the captcha', async () => {
    expect((await login('', '')).body.msg).toBe('Captcha error!');
    const c = await newCaptcha();
    const [a, b] = c.solve().split(';')[0].split('-');
    const swapped = `${b}-${a};350;200`;
    expect((await login(c.id, swapped)).body.msg).toBe('Captcha error!');
    expect((await login(c.id, c.solve())).body.msg).toBe('Captcha error!');
    const d = await newCaptcha();
    expect((await s.call('POST', '/api/common/checkClickCaptcha', { body: { id: d.id, info: '1,1-2,2;350;200' } })).body.code).toBe(0);
    expect((await s.call('POST', '/api/common/checkClickCaptcha', { body: { id: d.id, info: d.solve() } })).body.code).toBe(0);
  });

  it('expires after 600 s', async () => {
    const c = await newCaptcha();
    await s.change(sql`update captcha set expire_time = now() - interval '1 second' where key = ${captchaKey(c.id)}`);
    expect((await login(c.id, c.solve())).body.msg).toBe('Captcha error!');
  });

  it('rejects malformed info without an error', async () => {
    const c = await newCaptcha();
    for (const info of ['garbage', '1,2;0;0', 'NaN,NaN-1,1;350;200', '-1,-1--1,-1;350;200']) {
      const res = await s.call('POST', '/api/common/checkClickCaptcha', { body: { id: c.id, info } });
      expect(res.body.code).toBe(0);
    }
  });
});
