import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ImportProgress } from '@app/contract';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let h: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer();
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s.close());

/** Posts a file to `/admin/<path>/import`; answers the envelope. */
async function post(path: string, name: string, content: string | Buffer, dryRun: boolean, headers = h) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const res = await fetch(`${s.url}/admin/${path}/import?dryRun=${dryRun ? 1 : 0}`, { method: 'POST', headers: { server: 'true', ...headers }, body: form });
  return (await res.json()) as { code: number; msg: string; data: { id: string } };
}

/** Runs an import job to its end; answers its last progress. */
async function run(path: string, name: string, content: string | Buffer, dryRun: boolean, headers = h): Promise<ImportProgress> {
  const started = await post(path, name, content, dryRun, headers);
  expect(started.code, started.msg).toBe(1);
  for (;;) {
    const res = await s.call('GET', `/admin/${path}/importProgress?id=${started.data.id}`, { headers });
    expect(res.body.code, res.body.msg).toBe(1);
    const p = res.body.data as ImportProgress;
    if (p.phase === 'done' || p.phase === 'failed') return p;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const count = async (table: string, where = sql`true`) => Number((await s.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`))[0].n);
const memberOf = async (username: string) =>
  (await s.ctx.database.rows<{ id: number; money: number; score: number; password: string; group_id: number }>(sql`select id, money::int as money, score::int as score, password, group_id from "user" where username = ${username}`))[0];
const pathOf = async (id: number) => (await s.ctx.database.rows<{ path: string; parent_id: number }>(sql`select path, parent_id from user_relation where user_id = ${id}`))[0];

describe('member import', () => {
  const csv = [
    'Username,Nickname,Mobile,Balance,Score,Upline,Group',
    'imp_root,Root,13900000001,12.50,30,,',
    'imp_child,Child,13900000002,,5,imp_later,',
    'imp_later,Later,,1.00,,imp_root,1',
    'x,Bad name,,,,,',
    'imp_ghost,Ghost,,,,nobody_here,',
    'imp_root,Twice,,,,,',
    'imp_nogrp,No group,,,,,Nope',
    'imp_orphan,Orphan,,,,imp_nogrp,',
  ].join('\r\n');

  it('a dry run reports row by row and writes nothing', async () => {
    const before = [await count('user'), await count('user_money_log'), await count('user_score_log'), await count('user_relation')];
    const p = await run('user.User', 'members.csv', csv, true);
    expect(p.phase).toBe('done');
    expect(p.report!.dryRun).toBe(true);
    expect(p.report!.counts).toEqual({ create: 3, skip: 0, refuse: 5 });
    const byLine = Object.fromEntries(p.report!.rows.map((r) => [r.line, r]));
    expect(byLine[2].action).toBe('create');
    expect(byLine[3].action).toBe('create');
    expect(byLine[4].action).toBe('create');
    expect(byLine[5]).toMatchObject({ action: 'refuse', reason: expect.stringMatching(/^Username: /) });
    expect(byLine[6]).toMatchObject({ action: 'refuse', reason: 'The upline nobody_here is neither in the file nor a member' });
    expect(byLine[7]).toMatchObject({ action: 'refuse', reason: 'Same username, mobile or e-mail as row 2' });
    expect(byLine[8]).toMatchObject({ action: 'refuse', reason: 'The member group Nope does not exist' });
    expect(byLine[9]).toMatchObject({ action: 'refuse', reason: 'The upline imp_nogrp (row 8) is refused' });
    expect([await count('user'), await count('user_money_log'), await count('user_score_log'), await count('user_relation')]).toEqual(before);
  });

  it('the import creates members with ledger rows matching their balances, uplines later in the file placed; a re-run creates and credits nothing', async () => {
    const p = await run('user.User', 'members.csv', csv, false);
    expect(p.report).toMatchObject({ dryRun: false, counts: { create: 3, skip: 0, refuse: 5 } });
    const root = await memberOf('imp_root');
    const child = await memberOf('imp_child');
    const later = await memberOf('imp_later');
    expect(root).toMatchObject({ money: 1250, score: 30, password: '', group_id: 1 });
    expect(child).toMatchObject({ money: 0, score: 5 });
    expect(later).toMatchObject({ money: 100, score: 0 });
    for (const m of [root, child, later]) {
      const logs = await s.ctx.database.rows<{ sum: number; n: number }>(sql`select coalesce(sum(money), 0)::int as sum, count(*)::int as n from user_money_log where user_id = ${m.id}`);
      expect(logs[0].sum).toBe(m.money);
      const scores = await s.ctx.database.rows<{ sum: number }>(sql`select coalesce(sum(score), 0)::int as sum from user_score_log where user_id = ${m.id}`);
      expect(scores[0].sum).toBe(m.score);
    }
    const memo = await s.ctx.database.rows<{ memo: string; before: number; after: number }>(sql`select memo, before::int as before, after::int as after from user_money_log where user_id = ${root.id}`);
    expect(memo).toEqual([{ memo: '期初余额（导入）', before: 0, after: 1250 }]);
    // imp_child's upline is imp_later (a later row), whose upline is imp_root.
    expect(await pathOf(later.id)).toEqual({ path: `/${root.id}/${later.id}/`, parent_id: root.id });
    expect(await pathOf(child.id)).toEqual({ path: `/${root.id}/${later.id}/${child.id}/`, parent_id: later.id });
    expect(await pathOf(root.id)).toBeUndefined();

    const logsBefore = [await count('user_money_log'), await count('user_score_log'), await count('user')];
    const again = await run('user.User', 'members.csv', csv, false);
    expect(again.report!.counts).toEqual({ create: 0, skip: 3, refuse: 5 });
    expect(again.report!.rows.find((r) => r.line === 2)).toEqual({ line: 2, action: 'skip', reason: 'The member already exists (same username or mobile)' });
    expect([await count('user_money_log'), await count('user_score_log'), await count('user')]).toEqual(logsBefore);
    expect((await memberOf('imp_root')).money).toBe(1250);
  });

  it('an existing member is found by mobile too, and can be the upline', async () => {
    const p = await run('user.User', 'm.csv', 'username,mobile,upline\nimp_other,13900000001,\nimp_down,,13900000002', false);
    expect(p.report!.rows).toEqual([
      { line: 2, action: 'skip', reason: 'The member already exists (same username or mobile)' },
      { line: 3, action: 'create' },
    ]);
    const down = await memberOf('imp_down');
    const child = await memberOf('imp_child');
    expect((await pathOf(down.id)).parent_id).toBe(child.id);
  });

  it('two imports of the same file at once credit each member once', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => `race${i},13800${String(i).padStart(6, '0')},2.00,1`);
    const file = ['username,mobile,money,score', ...rows].join('\n');
    const [a, b] = await Promise.all([run('user.User', 'race.csv', file, false), run('user.User', 'race.csv', file, false)]);
    expect(a.report!.counts.create + b.report!.counts.create).toBe(300);
    expect(a.report!.counts.skip + b.report!.counts.skip).toBe(300);
    expect(await count('user', sql`username like 'race%'`)).toBe(300);
    expect(await count('user_money_log', sql`user_id in (select id from "user" where username like 'race%')`)).toBe(300);
    expect(await count('user_score_log', sql`user_id in (select id from "user" where username like 'race%')`)).toBe(300);
    const sums = await s.ctx.database.rows<{ money: number }>(sql`select sum(money)::int as money from "user" where username like 'race%'`);
    expect(sums[0].money).toBe(300 * 200);
  });

  it('reads XLSX with Chinese headers; a loop of uplines is refused', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('会员');
    ws.addRow(['用户名', '昵称', '余额', '积分', '上级', '生日']);
    ws.addRow(['xl_one', '一号', 3.5, 2, '', new Date(Date.UTC(1990, 4, 6))]);
    ws.addRow(['xl_two', '二号', '', '', 'xl_three', '']);
    ws.addRow(['xl_three', '三号', '', '', 'xl_two', '']);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const p = await run('user.User', 'members.xlsx', data, false, { batoken: h.batoken });
    expect(p.report!.counts).toEqual({ create: 1, skip: 0, refuse: 2 });
    expect(p.report!.rows.filter((r) => r.action === 'refuse').map((r) => r.reason)).toEqual(['上级 xl_three（第 4 行）未能导入', '这些行的上级构成了循环']);
    const one = await s.ctx.database.rows<{ money: number; score: number; birthday: string }>(sql`select money::int as money, score::int as score, birthday::text as birthday from "user" where username = 'xl_one'`);
    expect(one).toEqual([{ money: 350, score: 2, birthday: '1990-05-06' }]);
  });

  it('a file without the required column, or not a file, is an error', async () => {
    const p = await run('user.User', 'bad.csv', 'nickname\nabc', true);
    expect(p).toMatchObject({ phase: 'failed', error: 'The file lacks the column Username' });
    const none = await s.call('POST', '/admin/user.User/import', { headers: h, body: {} });
    expect(none.body).toMatchObject({ code: 0, msg: 'No files were uploaded' });
    const unknown = await s.call('GET', '/admin/user.User/importProgress?id=nope', { headers: h });
    expect(unknown.body.code).toBe(0);
  });

  it('templates: the headers in the reader’s language, as CSV or XLSX; a template imports as nothing', async () => {
    const csv = await fetch(`${s.url}/admin/user.User/importTemplate?format=csv`, { headers: { server: 'true', ...h } });
    expect(csv.headers.get('content-disposition')).toContain('user.User-import.csv');
    expect(Buffer.from(await csv.arrayBuffer()).toString('utf8')).toBe('\uFEFFUsername,Nickname,Mobile,Email,Group,Gender,Birthday,Motto,Status,Balance,Score,Upline\r\n');
    const xlsx = await fetch(`${s.url}/admin/hq.Product/importTemplate?format=xlsx`, { headers: { server: 'true', batoken: h.batoken } });
    const data = Buffer.from(await xlsx.arrayBuffer());
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(data as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).values).toEqual([undefined, '商品名称', '分类', '价格', '市场价', '成本价', '库存', '单位', '状态', '简介']);
    const p = await run('hq.Product', 'template.xlsx', data, true);
    expect(p.report).toMatchObject({ counts: { create: 0, skip: 0, refuse: 0 }, rows: [] });
  });

  it('needs the import node; another admin cannot read the job', async () => {
    const ids = await s.ctx.database.rows<{ id: number; name: string }>(sql`select id, name from admin_rule where name in ('user', 'user/user', 'user/user/index', 'user/user/import')`);
    const id = (name: string) => ids.find((r) => r.name === name)!.id;
    const without = await makeAdmin(s.call, h.batoken, 'impno', [await makeGroup(s.call, h.batoken, 'No import', [id('user'), id('user/user'), id('user/user/index')])]);
    const refused = await post('user.User', 'm.csv', 'username\nperm_one', false, { batoken: without.token });
    expect(refused.code).toBe(401);
    const started = await post('user.User', 'm.csv', 'username\nperm_one', true);
    const other = await s.call('GET', `/admin/user.User/importProgress?id=${started.data.id}`, { headers: { batoken: without.token } });
    expect(other.body.code).toBe(401);
    const holder = await makeAdmin(s.call, h.batoken, 'impyes', [await makeGroup(s.call, h.batoken, 'Import', [id('user'), id('user/user'), id('user/user/import')])]);
    const p = await run('user.User', 'm.csv', 'username\nperm_one', false, { batoken: holder.token });
    expect(p.report!.counts.create).toBe(1);
    const theirs = await s.call('GET', `/admin/user.User/importProgress?id=${started.data.id}`, { headers: { batoken: holder.token } });
    expect(theirs.body.code).toBe(0);
  });
});

describe('HQ product import', () => {
  it('dry run, import, re-run: products by name, prices in yuan, category by name', async () => {
    await s.change(sql`insert into product_category (name) values ('Imported tea')`);
    await s.change(sql`insert into product (name, price) values ('imp existing', 100)`);
    const file = ['商品名称,分类,价格,库存,状态', 'imp tea,Imported tea,12.30,5,on', 'imp cup,,1,0,off', 'imp existing,,2,,', 'imp bad,,abc,,', 'imp nocat,Nothing,1,,', 'imp tea,,3,,'].join('\n');
    const before = await count('product');
    const dry = await run('hq.Product', 'p.csv', file, true);
    expect(dry.report!.counts).toEqual({ create: 2, skip: 1, refuse: 3 });
    expect(await count('product')).toBe(before);
    expect(dry.report!.rows.map((r) => r.reason ?? r.action)).toEqual([
      'create', 'create', 'A product with this name already exists', expect.stringMatching(/^Price: /), 'The category Nothing does not exist', 'Same name as row 2',
    ]);
    const done = await run('hq.Product', 'p.csv', file, false);
    expect(done.report!.counts).toEqual({ create: 2, skip: 1, refuse: 3 });
    const tea = await s.ctx.database.rows<{ price: number; stock: number; category: string }>(sql`select p.price::int as price, p.stock, c.name as category from product p join product_category c on c.id = p.category_id where p.name = 'imp tea'`);
    expect(tea).toEqual([{ price: 1230, stock: 5, category: 'Imported tea' }]);
    const again = await run('hq.Product', 'p.csv', file, false);
    expect(again.report!.counts).toEqual({ create: 0, skip: 3, refuse: 3 });
    expect(await count('product')).toBe(before + 2);
  });
});
