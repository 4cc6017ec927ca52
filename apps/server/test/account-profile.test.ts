import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { user, userMoneyLog, userScoreLog } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { enHeaders, registerByMobile, setSettings } from './account-support.ts';

let s: TestServer;
let mia: { id: number; token: string };
let noah: { id: number; token: string };
const DAY = 86_400_000;

beforeAll(async () => {
  s = await startTestServer();
  await setSettings(s, { sms_provider: 'log' });
  mia = await registerByMobile(s, 'mia', '13600000001');
  noah = await registerByMobile(s, 'noah', '13600000002');
  const now = Date.now();
  // Mia: +12.50 today and -2.50 today, +3.00 two days ago, and one change 10 days ago (outside the window).
  await s.ctx.db.insert(userMoneyLog).values([
    { userId: mia.id, amount: 300, before: 0, after: 300, memo: 'two days ago', createTime: new Date(now - 2 * DAY) },
    { userId: mia.id, amount: 1000, before: 300, after: 1300, memo: 'old', createTime: new Date(now - 10 * DAY) },
    { userId: mia.id, amount: 1250, before: 1300, after: 2550, memo: 'top-up', createTime: new Date(now) },
    { userId: mia.id, amount: -250, before: 2550, after: 2300, memo: 'spent', createTime: new Date(now) },
    { userId: noah.id, amount: 99900, before: 0, after: 99900, memo: 'noah only', createTime: new Date(now) },
  ]);
  await s.ctx.db.insert(userScoreLog).values([
    { userId: mia.id, amount: 5, before: 0, after: 5, memo: 'sign in', createTime: new Date(now - DAY) },
    { userId: mia.id, amount: 7, before: 5, after: 12, memo: 'order', createTime: new Date(now) },
    { userId: noah.id, amount: 1000, before: 0, after: 1000, memo: 'noah only', createTime: new Date(now) },
  ]);
});
afterAll(() => s.close());

const as = (who: { token: string }) => ({ ...enHeaders(), 'ba-user-token': who.token });

/** 'YYYY-MM-DD' in the site's zone, `back` days before today. */
const dayIn = (zone: string, back: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short' }).format(new Date(Date.now() - back * DAY));

describe('GET /api/account/overview', () => {
  it('gives the last 7 days in the site time zone with daily score and money sums of the member only', async () => {
    const res = await s.call('GET', '/api/account/overview', { headers: as(mia) });
    expect(res.body.code).toBe(1);
    const { days, score, money } = res.body.data;
    expect(days).toEqual([6, 5, 4, 3, 2, 1, 0].map((b) => dayIn('Asia/Shanghai', b)));
    expect(money).toHaveLength(7);
    expect(money[6]).toBe('10.00');
    expect(money.reduce((a: number, m: string) => a + Number(m), 0)).toBeCloseTo(13, 5);
    expect(score[6]).toBe(7);
    expect(score.reduce((a: number, b: number) => a + b, 0)).toBe(12);
  });

  it('follows the configured time zone', async () => {
    await setSettings(s, { time_zone: 'America/Los_Angeles' });
    const { days } = (await s.call('GET', '/api/account/overview', { headers: as(mia) })).body.data;
    expect(days[6]).toBe(dayIn('America/Los_Angeles', 0));
    await setSettings(s, { time_zone: 'Asia/Shanghai' });
  });
});

describe('balance and integral', () => {
  it('lists the member’s own money changes newest first, in yuan, paginated', async () => {
    const res = await s.call('GET', '/api/account/balance?page=1&limit=2', { headers: as(mia) });
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.list).toHaveLength(2);
    expect(res.body.data.list.map((r: { memo: string }) => r.memo).sort()).toEqual(['spent', 'top-up']);
    const topUp = res.body.data.list.find((r: { memo: string }) => r.memo === 'top-up');
    expect(topUp).toMatchObject({ user_id: mia.id, money: '12.50', before: '13.00', after: '25.50' });
    expect(typeof topUp.create_time).toBe('number');
    const page2 = await s.call('GET', '/api/account/balance?page=2&limit=2', { headers: as(mia) });
    expect(page2.body.data.list.map((r: { memo: string }) => r.memo)).toEqual(['two days ago', 'old']);
  });

  it('lists the member’s own score changes', async () => {
    const res = await s.call('GET', '/api/account/integral', { headers: as(mia) });
    expect(res.body.data).toMatchObject({ total: 2, list: [{ memo: 'order', score: 7, before: 5, after: 12 }, { memo: 'sign in', score: 5 }] });
  });

  it('never shows another member’s rows, whatever the query says', async () => {
    const res = await s.call('GET', `/api/account/balance?user_id=${noah.id}&limit=100`, { headers: as(mia) });
    expect(res.body.data.list.every((r: { user_id: number }) => r.user_id === mia.id)).toBe(true);
    const theirs = await s.call('GET', '/api/account/integral', { headers: as(noah) });
    expect(theirs.body.data).toMatchObject({ total: 1, list: [{ memo: 'noah only' }] });
  });

  it('an attacker’s searches narrow the own list, never reach another member’s rows', async () => {
    const q = (path: string, params: string) => s.call('GET', `${path}?limit=100&${params}`, { headers: { ...as(mia), 'think-lang': 'en' } });
    const [noahMoney] = await s.ctx.database.rows<{ id: number }>(sql`select id from user_money_log where user_id = ${noah.id}`);
    // the owner column is not searchable: asking for it by search is refused
    const byOwner = await q('/api/account/balance', `search[0][field]=user_id&search[0][operator]=eq&search[0][val]=${noah.id}`);
    expect(byOwner.body).toMatchObject({ code: 0, msg: 'Unknown search field: user_id' });
    // another member's row ids, searched directly, are not there
    const byId = await q('/api/account/balance', `search[0][field]=id&search[0][operator]=IN&search[0][val]=${noahMoney.id}`);
    expect(byId.body.data).toEqual({ list: [], total: 0 });
    // a joined-table spelling, an OR-ish quick search and a memo search only find mia's rows
    const byTable = await q('/api/account/balance', `search[0][field]=user_money_log.user_id&search[0][operator]=eq&search[0][val]=${noah.id}`);
    expect(byTable.body.code).toBe(0);
    const byMemo = await q('/api/account/integral', 'search[0][field]=memo&search[0][operator]=LIKE&search[0][val]=o');
    expect(byMemo.body.data.list.map((r: { memo: string; user_id: number }) => [r.memo, r.user_id])).toEqual([['order', mia.id]]); // noah's 'noah only' matches too, and is not there
    const sorted = await q('/api/account/balance', 'order=money,desc');
    expect(sorted.body.data.list.map((r: { money: string }) => r.money)).toEqual(['12.50', '10.00', '3.00', '-2.50']);
    // searches on money take yuan, as the list shows them
    const big = await q('/api/account/balance', 'search[0][field]=money&search[0][operator]=gt&search[0][val]=5');
    expect(big.body.data).toMatchObject({ total: 2, list: [{ memo: 'top-up' }, { memo: 'old' }] });
  });

  it('bounds the page size', async () => {
    expect((await s.call('GET', '/api/account/balance?limit=100000', { headers: as(mia) })).body.code).toBe(0);
  });
});

describe('profile', () => {
  it('GET tells the available verification types', async () => {
    expect((await s.call('GET', '/api/account/profile', { headers: as(mia) })).body.data).toEqual({ accountVerificationType: ['mobile'] });
  });

  it('POST changes the member’s own row only, even with another id in the body', async () => {
    const res = await s.call('POST', '/api/account/profile', {
      headers: as(mia),
      body: { id: noah.id, username: 'mia_w', nickname: '米娅-Mia_1', gender: 2, birthday: '1990-05-01', motto: 'hello', avatar: '/storage/avatar/mia.png' },
    });
    expect(res.body).toMatchObject({ code: 1, msg: 'Data updated successfully~' });
    const [me] = await s.ctx.db.select().from(user).where(eq(user.id, mia.id));
    expect(me).toMatchObject({ username: 'mia_w', nickname: '米娅-Mia_1', gender: 2, birthday: '1990-05-01', motto: 'hello', avatar: '/storage/avatar/mia.png' });
    const [other] = await s.ctx.db.select().from(user).where(eq(user.id, noah.id));
    expect(other).toMatchObject({ username: 'noah', nickname: 'noah', gender: 0 });
    const info = (await s.call('GET', '/api/index/index?requiredLogin=1', { headers: as(mia) })).body.data.userInfo;
    expect(info).toMatchObject({ username: 'mia_w', gender: 2, birthday: '1990-05-01' });
  });

  it('clears the birthday when none is given, and validates every field', async () => {
    const base = { username: 'mia_w', nickname: 'Mia' };
    expect((await s.call('POST', '/api/account/profile', { headers: as(mia), body: base })).body.code).toBe(1);
    expect((await s.ctx.db.select({ b: user.birthday }).from(user).where(eq(user.id, mia.id)))[0].b).toBeNull();
    const bad: [Record<string, unknown>, string][] = [
      [{ username: 'noah' }, 'Username already exists'],
      [{ username: '9lives' }, 'Parameter username is invalid: Please enter the correct username'],
      [{ nickname: 'has space' }, 'Parameter nickname is invalid: Please enter a correct nickname (CJK characters, letters, digits, _ and -)'],
      [{ birthday: '1990-13-40' }, 'Parameter birthday is invalid: Invalid birthday'],
      [{ gender: 3 }, ''],
      [{ avatar: 'javascript:alert(1)' }, 'Parameter avatar is invalid: Invalid avatar'],
    ];
    for (const [change, msg] of bad) {
      const res = await s.call('POST', '/api/account/profile', { headers: as(mia), body: { ...base, ...change } });
      expect(res.body.code).toBe(0);
      if (msg) expect(res.body.msg).toBe(msg);
    }
  });
});

describe('access', () => {
  const endpoints: [string, string][] = [
    ['GET', '/api/account/overview'], ['GET', '/api/account/profile'], ['POST', '/api/account/profile'], ['POST', '/api/account/verification'],
    ['POST', '/api/account/changeBind'], ['POST', '/api/account/changePassword'], ['GET', '/api/account/balance'], ['GET', '/api/account/integral'],
  ];

  it('needs a member session (303), not an admin token', async () => {
    for (const [method, url] of endpoints) {
      expect((await s.call(method, url, { body: method === 'POST' ? {} : undefined })).body.code, url).toBe(303);
    }
  });

  it('refuses every session of a disabled member', async () => {
    await s.change(sql`update "user" set status = 'disable' where id = ${noah.id}`);
    for (const [method, url] of endpoints) {
      expect((await s.call(method, url, { headers: as(noah), body: method === 'POST' ? {} : undefined })).body.code, url).toBe(303);
    }
    await s.change(sql`update "user" set status = 'enable' where id = ${noah.id}`);
    expect((await s.call('GET', '/api/account/overview', { headers: as(noah) })).body.code).toBe(1);
  });

  it('checks the permission node of the member group', async () => {
    const [{ id: groupId }] = await s.ctx.database.rows<{ id: number }>(sql`insert into user_group (name, rules) values ('limited', (select id::text from user_rule where name = 'account/overview')) returning id`);
    await s.change(sql`update "user" set group_id = ${groupId} where id = ${noah.id}`);
    expect((await s.call('GET', '/api/account/overview', { headers: as(noah) })).body.code).toBe(1);
    expect((await s.call('GET', '/api/account/balance', { headers: as(noah) })).body.code).toBe(401);
    // Verification and changing the binding need a login only (reference 15).
    expect((await s.call('POST', '/api/account/verification', { headers: as(noah), body: { type: 'mobile', captcha: '000000' } })).body.msg).toBe('Please enter the correct verification code');
    await s.change(sql`update "user" set group_id = 1 where id = ${noah.id}`);
  });
});
