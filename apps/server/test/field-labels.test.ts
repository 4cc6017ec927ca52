import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inputLimits } from '@app/contract';
import { user } from '../src/db/schema/index.ts';
import { registeredResources } from '../src/core/crud/index.ts';
import { fieldLabel } from '../src/core/http/validation.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { registerByMobile, setSettings } from './account-support.ts';

// #11 item 17: a too-long value is answered with the field's label in the request's language.
let s: TestServer;
let admin: string;
let mia: { id: number; token: string };

beforeAll(async () => {
  s = await startTestServer();
  await setSettings(s, { sms_provider: 'log' });
  admin = (await loginAdmin(s)).token;
  mia = await registerByMobile(s, 'mia', '13600000001');
});
afterAll(() => s.close());

const tooLong = 'n'.repeat(51);
const nickname = async () => (await s.ctx.db.select({ n: user.nickname }).from(user).where(eq(user.id, mia.id)))[0]!.n;

describe('validation messages name the field by its label', () => {
  it('member edit (admin): zh-cn and en, nothing changed', async () => {
    const before = await nickname();
    const zh = await s.call('POST', '/admin/user.User/edit', { headers: { batoken: admin, 'think-lang': 'zh-cn' }, body: { id: mia.id, nickname: tooLong } });
    expect(zh.body).toMatchObject({ code: 0, msg: '昵称 不能超过 50 个字符' });
    const en = await s.call('POST', '/admin/user.User/edit', { headers: { batoken: admin, 'think-lang': 'en' }, body: { id: mia.id, nickname: tooLong } });
    expect(en.body).toMatchObject({ code: 0, msg: 'Nickname cannot be longer than 50 characters' });
    expect(await nickname()).toBe(before);
  });

  it('member centre profile: zh-cn and en, nothing changed', async () => {
    const before = await nickname();
    const body = { username: 'mia', nickname: tooLong };
    const zh = await s.call('POST', '/api/account/profile', { headers: { 'ba-user-token': mia.token, 'think-lang': 'zh-cn' }, body });
    expect(zh.body).toMatchObject({ code: 0, msg: '昵称 不能超过 50 个字符' });
    const en = await s.call('POST', '/api/account/profile', { headers: { 'ba-user-token': mia.token, 'think-lang': 'en' }, body });
    expect(en.body).toMatchObject({ code: 0, msg: 'Nickname cannot be longer than 50 characters' });
    expect(await nickname()).toBe(before);
  });

  it('names a resource’s own label, ranges and formats; an unlabelled field keeps the technical form', async () => {
    const en = { batoken: admin, 'think-lang': 'en' };
    const group = await s.call('POST', '/admin/user.Group/add', { headers: en, body: { name: 'g'.repeat(51) } });
    expect(group.body.msg).toBe('Group name cannot be longer than 50 characters');
    const gender = await s.call('POST', '/admin/user.User/edit', { headers: { ...en, 'think-lang': 'zh-cn' }, body: { id: mia.id, gender: 7 } });
    expect(gender.body.msg).toBe('性别 不能大于 2');
    const email = await s.call('POST', '/admin/user.User/edit', { headers: en, body: { id: mia.id, email: 'not-mail' } });
    expect(email.body.msg).toBe('E-mail is not a valid e-mail address');
    const page = await s.call('GET', '/admin/user.User/index?page=0', { headers: en });
    expect(page.body.msg).toMatch(/^Parameter page is invalid: /);
  });
});

describe('field labels', () => {
  it('every field of every add and edit form of the CRUD areas has a label in zh-cn and en', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const r of registeredResources(s.ctx).values()) {
      for (const action of [r.def.add, r.def.edit]) {
        const input = action && typeof action === 'object' ? action.input : undefined;
        if (!input) continue;
        for (const name of Object.keys(inputLimits(input))) {
          checked++;
          for (const lang of ['zh-cn', 'en'] as const) {
            const label = fieldLabel(lang, name, r.def.path);
            if (!label || label.startsWith('field:')) missing.push(`${lang} ${r.def.path}.${name}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
