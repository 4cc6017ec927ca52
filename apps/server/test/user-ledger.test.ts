import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { changeMoney, changeScore } from '../src/modules/user/ledger.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let h: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer();
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s.close());

let seq = 0;
/** A member added through the API with a starting balance set behind its back. */
async function member(cents = 0, score = 0): Promise<number> {
  const username = `ledger${++seq}`;
  const res = await s.call('POST', '/admin/user.User/add', { headers: h, body: { group_id: 1, username, nickname: username, password: 'member-pass' } });
  expect(res.body.code).toBe(1);
  const [row] = await s.change(sql`update "user" set money = ${cents}, score = ${score} where username = ${username} returning id`);
  return (row as { id: number }).id;
}

const balance = async (id: number) =>
  (await s.ctx.database.rows<{ money: number; score: number }>(sql`select money::int as money, score::int as score from "user" where id = ${id}`))[0];
const logs = (table: 'user_money_log' | 'user_score_log', id: number) =>
  s.ctx.database.rows<{ id: number; change: number; before: number; after: number; memo: string }>(
    table === 'user_money_log'
      ? sql`select id, money::int as change, before::int as before, after::int as after, memo from user_money_log where user_id = ${id} order by id`
      : sql`select id, score::int as change, before::int as before, after::int as after, memo from user_score_log where user_id = ${id} order by id`,
  );

/** The ledger invariant: the log rows, in id order, chain from the start to the current balance. */
function expectChain(rows: { change: number; before: number; after: number }[], start: number, end: number) {
  let current = start;
  for (const row of rows) {
    expect(row.before).toBe(current);
    expect(row.after).toBe(row.before + row.change);
    expect(row.after).toBeGreaterThanOrEqual(0);
    current = row.after;
  }
  expect(current).toBe(end);
  expect(start + rows.reduce((sum, r) => sum + r.change, 0)).toBe(end);
}

const addMoney = (user_id: number, money: string | number, memo = 'test') => s.call('POST', '/admin/user.MoneyLog/add', { headers: h, body: { user_id, money, memo } });
const addScore = (user_id: number, score: number, memo = 'test') => s.call('POST', '/admin/user.ScoreLog/add', { headers: h, body: { user_id, score, memo } });

describe('money log', () => {
  it('GET add?userId= gives the member with the balance in yuan, or says the member is missing', async () => {
    const id = await member(1230, 7);
    const res = await s.call('GET', `/admin/user.MoneyLog/add?userId=${id}`, { headers: h });
    expect(res.body).toMatchObject({ code: 1, data: { user: { id, username: `ledger${seq}`, money: '12.30', score: 7 } } });
    expect(res.body.data.user).not.toHaveProperty('password');
    for (const q of ['?userId=999999', '?userId=abc', '?userId=', '']) {
      const missing = await s.call('GET', `/admin/user.MoneyLog/add${q}`, { headers: h });
      expect(missing.body).toMatchObject({ code: 0, msg: 'The user could not be found' });
    }
    const zh = await s.call('GET', '/admin/user.ScoreLog/add?userId=999999', { headers: { batoken: h.batoken } });
    expect(zh.body).toMatchObject({ code: 0, msg: '找不到该用户' });
  });

  it('adding a row moves the balance in the same transaction, with before and after', async () => {
    const id = await member(1000);
    expect((await addMoney(id, '12.34', 'bonus')).body).toMatchObject({ code: 1, msg: 'Added successfully!' });
    expect((await addMoney(id, -5.5, 'fee')).body.code).toBe(1);
    expect((await balance(id)).money).toBe(1000 + 1234 - 550);
    expectChain(await logs('user_money_log', id), 1000, 1684);
    const list = await s.call('GET', `/admin/user.MoneyLog/index?search[0][field]=user_id&search[0][val]=${id}&search[0][operator]=eq`, { headers: h });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list[0]).toMatchObject({ user_id: id, money: '-5.50', before: '22.34', after: '16.84', memo: 'fee', user: { username: `ledger${seq}` } });
    expect(list.body.data.list[1]).toMatchObject({ money: '12.34', before: '10.00', after: '22.34', memo: 'bonus' });
  });

  it('money is searched and exported in yuan, as it is listed', async () => {
    const id = await member(0);
    await addMoney(id, '12.34', 'a');
    await addMoney(id, '0.66', 'b');
    const mine = { field: 'user_id', val: String(id), operator: 'eq' };
    const q = (search: { field: string; val: string; operator: string }[]) =>
      s.call('GET', `/admin/user.MoneyLog/index?${search.flatMap((x, i) => [`search[${i}][field]=${x.field}`, `search[${i}][val]=${encodeURIComponent(x.val)}`, `search[${i}][operator]=${x.operator}`]).join('&')}`, { headers: h });
    const range = await q([mine, { field: 'money', val: '0.5,1', operator: 'RANGE' }]);
    expect(range.body.data.list.map((r: { memo: string }) => r.memo)).toEqual(['b']);
    const after = await q([mine, { field: 'after', val: '13.00', operator: 'eq' }]);
    expect(after.body.data.list.map((r: { memo: string }) => r.memo)).toEqual(['b']);
    expect((await q([mine, { field: 'money', val: '1.234', operator: 'eq' }])).body).toMatchObject({ code: 0 });
    const csv = await s.call('GET', `/admin/user.MoneyLog/export?format=csv&search[0][field]=user_id&search[0][val]=${id}&search[0][operator]=eq`, { headers: h });
    const lines = (csv.body as unknown as string).trim().split(/\r\n/);
    const header = lines[0].replace(/^\uFEFF/, '').split(',');
    const row = lines[1].split(',');
    expect(row[header.indexOf('money')]).toBe('0.66');
    expect(row[header.indexOf('after')]).toBe('13.00');
  });

  it('quick search finds rows by the member username or nickname', async () => {
    const id = await member(0);
    await s.change(sql`update "user" set nickname = 'Quicksilver' where id = ${id}`);
    await addMoney(id, 1, 'q');
    const byNick = await s.call('GET', '/admin/user.MoneyLog/index?quickSearch=quicksil', { headers: h });
    expect(byNick.body.data.list.map((r: { user_id: number }) => r.user_id)).toEqual([id]);
    const byName = await s.call('GET', `/admin/user.ScoreLog/index?quickSearch=ledger${seq}`, { headers: h });
    expect(byName.body).toMatchObject({ code: 1, data: { total: 0 } });
  });

  it('refuses a change that would make the balance negative, and changes nothing', async () => {
    const id = await member(500);
    const res = await addMoney(id, '-5.01');
    expect(res.body).toMatchObject({ code: 0, msg: 'Insufficient balance: the change would make it negative (current balance 5.00)' });
    expect((await balance(id)).money).toBe(500);
    expect(await logs('user_money_log', id)).toEqual([]);
    expect((await addMoney(id, '-5.00')).body.code).toBe(1);
    expect((await balance(id)).money).toBe(0);
  });

  it('refuses bad input: no memo, zero, more than two decimals, an unknown member', async () => {
    const id = await member(100);
    const cases: [unknown, string, RegExp][] = [
      [{ user_id: id, money: '1' }, 'memo missing', /^Change note cannot be blank$/],
      [{ user_id: id, money: '1', memo: '   ' }, 'memo blank', /^Change note cannot be blank$/],
      [{ user_id: id, money: '0', memo: 'x' }, 'zero', /The change cannot be 0/],
      [{ user_id: id, money: '0.00', memo: 'x' }, 'zero', /The change cannot be 0/],
      [{ user_id: id, money: '1.234', memo: 'x' }, 'three decimals', /at most two decimals/],
      [{ user_id: id, money: 0.1 + 0.2, memo: 'x' }, 'float noise', /at most two decimals/],
      [{ user_id: id, money: 'abc', memo: 'x' }, 'text', /Please enter a valid amount/],
      [{ user_id: id, money: '1e3', memo: 'x' }, 'exponent', /Please enter a valid amount/],
      [{ user_id: id, money: '100000000.01', memo: 'x' }, 'too large', /within ±100,000,000.00/],
      [{ user_id: id, money: '1', memo: 'x'.repeat(256) }, 'memo too long', /^Memo cannot be longer than 255 characters$/],
      [{ user_id: 999999, money: '1', memo: 'x' }, 'unknown member', /^The user could not be found$/],
      [{ money: '1', memo: 'x' }, 'no member', /user_id/],
    ];
    for (const [body, what, msg] of cases) {
      const res = await s.call('POST', '/admin/user.MoneyLog/add', { headers: h, body });
      expect(res.body.code, what).toBe(0);
      expect(res.body.msg, what).toMatch(msg);
    }
    expect((await balance(id)).money).toBe(100);
    expect(await logs('user_money_log', id)).toEqual([]);
    const zh = await s.call('POST', '/admin/user.MoneyLog/add', { headers: { batoken: h.batoken }, body: { user_id: id, money: '1', memo: '' } });
    expect(zh.body.msg).toBe('变更备注不能为空');
  });

  it('logs cannot be edited or deleted: those routes do not exist', async () => {
    const id = await member(0);
    await addMoney(id, 3, 'keep me');
    await addScore(id, 3, 'keep me');
    const [row] = await logs('user_money_log', id);
    for (const path of ['user.MoneyLog', 'user.ScoreLog']) {
      for (const [method, url, body] of [
        ['GET', `/admin/${path}/edit?id=${row.id}`, undefined],
        ['POST', `/admin/${path}/edit`, { id: row.id, money: '999', memo: 'x' }],
        ['DELETE', `/admin/${path}/del?ids[]=${row.id}`, undefined],
        ['POST', `/admin/${path}/sortable`, { id: row.id, targetId: row.id }],
      ] as const) {
        const res = await s.call(method, url, { headers: h, body });
        expect(res.status, `${method} ${url}`).toBe(404);
      }
    }
    expect(await logs('user_money_log', id)).toEqual([expect.objectContaining({ change: 300, memo: 'keep me' })]);
    expect(await logs('user_score_log', id)).toEqual([expect.objectContaining({ change: 3, memo: 'keep me' })]);
  });

  it('the add routes are documented in the API description', async () => {
    const doc = (await (await fetch(s.url + '/docs/json')).json()) as any;
    expect(doc.paths['/admin/user.MoneyLog/add'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('money');
    expect(doc.paths['/admin/user.ScoreLog/add'].get).toBeDefined();
    expect(doc.paths['/api/ajax/area'].get).toBeDefined();
  });

  it('the database refuses a log row that does not add up, or a negative balance', async () => {
    const id = await member(100);
    await expect(s.change(sql`insert into user_money_log (user_id, money, before, after, memo) values (${id}, 5, 0, 6, 'x')`)).rejects.toThrow();
    await expect(s.change(sql`update "user" set money = -1 where id = ${id}`)).rejects.toThrow();
  });
});

describe('score log', () => {
  it('moves the score with before and after; refuses negative results, zero and fractions', async () => {
    const id = await member(0, 10);
    expect((await addScore(id, 5, 'sign-in')).body.code).toBe(1);
    expect((await addScore(id, -15, 'spent')).body.code).toBe(1);
    expect((await addScore(id, -1, 'too much')).body).toMatchObject({ code: 0, msg: 'Insufficient score: the change would make it negative (current score 0)' });
    expect((await addScore(id, 0, 'zero')).body.code).toBe(0);
    expect((await addScore(id, 1.5, 'half')).body.code).toBe(0);
    expect((await s.call('POST', '/admin/user.ScoreLog/add', { headers: h, body: { user_id: id, score: 1 } })).body.msg).toBe('Change note cannot be blank');
    expect((await balance(id)).score).toBe(0);
    expectChain(await logs('user_score_log', id), 10, 0);
    const list = await s.call('GET', `/admin/user.ScoreLog/index?search[0][field]=user_id&search[0][val]=${id}&search[0][operator]=eq`, { headers: h });
    expect(list.body.data.list[0]).toMatchObject({ score: -15, before: 15, after: 0, memo: 'spent' });
  });
});

describe('concurrent changes', () => {
  it('50 concurrent money changes of mixed signs through the API: balance = sum of changes, chain consistent, never negative, refusals change nothing', async () => {
    const start = 10_000;
    const id = await member(start);
    // -1000.00 can never pass (at most 100.00 + 33 × 25.50 = 941.50 is ever there); -70.00 passes or not by timing.
    const amounts = Array.from({ length: 50 }, (_, i) => (i % 10 === 9 ? '-1000.00' : i % 3 === 0 ? '-70.00' : '25.50'));
    const results = await Promise.all(amounts.map((money, i) => addMoney(id, money, `c${i}`)));
    const ok = results.filter((r) => r.body.code === 1);
    const refused = results.filter((r) => r.body.code !== 1);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const r of refused) expect(r.body.msg).toMatch(/^Insufficient balance/);
    const rows = await logs('user_money_log', id);
    expect(rows).toHaveLength(ok.length);
    expect(rows.every((r) => r.change !== -100_000)).toBe(true);
    const { money } = await balance(id);
    expect(money).toBeGreaterThanOrEqual(0);
    expectChain(rows, start, money);
    // Every accepted request has its row (memo c<i>), every refused one has none.
    const memos = new Set(rows.map((r) => r.memo));
    results.forEach((r, i) => expect(memos.has(`c${i}`)).toBe(r.body.code === 1));
  });

  it('concurrent score changes and direct ledger calls (changeMoney / changeScore) keep the invariant too', async () => {
    const id = await member(0, 20);
    const scoreChanges = Array.from({ length: 40 }, (_, i) => (i % 2 ? -7 : 5));
    const direct = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? -150 : 100));
    const settled = await Promise.allSettled([
      ...scoreChanges.map((points, i) => addScore(id, points, `s${i}`)),
      ...direct.map((cents, i) => changeMoney(s.ctx.db, { userId: id, cents, memo: `d${i}` })),
      changeScore(s.ctx.db, { userId: id, points: 1, memo: 'direct score' }),
    ]);
    const directOutcomes = settled.slice(scoreChanges.length, scoreChanges.length + direct.length);
    const failed = directOutcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    for (const f of failed) expect(String(f.reason.message)).toMatch(/^Insufficient balance/);
    const now = await balance(id);
    expectChain(await logs('user_score_log', id), 20, now.score);
    const moneyRows = await logs('user_money_log', id);
    expect(moneyRows).toHaveLength(direct.length - failed.length);
    expectChain(moneyRows, 0, now.money);
    await expect(changeMoney(s.ctx.db, { userId: id, cents: 0, memo: 'x' })).rejects.toThrow('The change cannot be 0');
  });
});
