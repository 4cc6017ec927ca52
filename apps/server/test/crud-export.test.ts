import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { listQuery } from '@app/contract';
import { registerResource, type Compiled } from '../src/core/crud/index.ts';
import { actionContext } from '../src/core/crud/action-context.ts';
import { exportList } from '../src/core/crud/export.ts';
import { formatDateTime } from '../src/core/settings.ts';
import { itemResource, listUrl, loginAdmin, makeAdmin, makeGroup, makeMenu, startKitServer, type KitServer } from './crud-harness.ts';

/**
 * `GET /admin/<path>/export`: the whole filtered list as CSV or XLSX, on a real resource
 * (auth.AdminLog) and on the kit's test table (joins, NULLs, arrays, data limits).
 */

let k: KitServer;
let superH: Record<string, string>;
let items: Compiled;

beforeAll(async () => {
  k = await startKitServer((app, ctx) => {
    items = registerResource(app, ctx, itemResource('test.Item'));
    registerResource(app, ctx, itemResource('test.Personal', 'personal'));
    registerResource(app, ctx, { ...itemResource('test.Sealed'), export: false });
  });
  superH = { batoken: (await loginAdmin(k.s)).token };
  // 4,500 log rows (more than two batches), a minute apart from 2024-01-01 00:00:00Z.
  await k.s.change(sql`
    insert into admin_log (admin_id, username, url, title, data, ip, useragent, create_time)
    select 1 + g % 3, 'bulk' || (g % 3), '/admin/x/edit?id=' || g, (array['Edit item', 'Add item', 'Delete item'])[1 + g % 3] || ' ' || g,
      '{}', '10.0.0.' || (g % 250), 'UA', timestamptz '2024-01-01 00:00:00Z' + make_interval(mins => g)
    from generate_series(1, 4500) g`);
});
afterAll(() => k.close());

/** Fetches an export from the kit's app (every route plus the test resources) as bytes. */
async function download(path: string, headers: Record<string, string>) {
  const base = `http://127.0.0.1:${(k.app.server.address() as { port: number }).port}`;
  const res = await fetch(base + path, { headers: { server: 'true', ...headers } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

/** RFC 4180 reader (quoted fields, doubled quotes, CRLF records). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

const exportUrl = (path: string, params: Parameters<typeof listUrl>[1] = {}) => listUrl(path, params).replace(/\/index(\?|$)/, '/export$1');

async function csvOf(path: string, params: Parameters<typeof listUrl>[1], headers = superH) {
  const { res, bytes } = await download(exportUrl(path, params), headers);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const text = bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return { res, rows: parseCsv(text.slice(1)) };
}

const LOG_COLUMNS = ['id', 'admin_id', 'username', 'title', 'url', 'ip', 'useragent', 'create_time'];

describe('CSV', () => {
  it('streams every filtered row, not one page, in the list order, with the whitelisted fields as columns', async () => {
    const filter = { quickSearch: 'Edit', search: [{ field: 'username', val: 'bulk0', operator: 'eq' }] };
    const index = await k.s.call('GET', listUrl('auth.AdminLog', { ...filter, limit: 10 }), { headers: superH });
    expect(index.body.data.total).toBe(1500);

    const { res, rows } = await csvOf('auth.AdminLog', { ...filter, page: 3, limit: 10 });
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="auth\.AdminLog-\d{8}-\d{6}\.csv"; filename\*=UTF-8''auth\.AdminLog-\d{8}-\d{6}\.csv$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [head, ...data] = rows;
    expect(head).toEqual(LOG_COLUMNS);
    expect(data).toHaveLength(1500); // page and limit do not apply
    const expected = await k.s.ctx.database.rows<{ id: number }>(
      sql`select id from admin_log where username = 'bulk0' and title ilike '%Edit%' order by id desc`,
    );
    expect(data.map((r) => Number(r[0]))).toEqual(expected.map((r) => r.id));
    expect(data.every((r) => r[2] === 'bulk0' && r[3].startsWith('Edit item'))).toBe(true);
  });

  it('formats times as YYYY-MM-DD HH:mm:ss in the configured zone (Asia/Shanghai: UTC+8)', async () => {
    const { rows } = await csvOf('auth.AdminLog', { search: [{ field: 'title', val: 'Edit item 3', operator: 'eq' }] });
    expect(rows[1][7]).toBe('2024-01-01 08:03:00');
    expect(rows[1]).toEqual([rows[1][0], '1', 'bulk0', 'Edit item 3', '/admin/x/edit?id=3', '10.0.0.3', 'UA', '2024-01-01 08:03:00']);
  });

  it('follows the requested order', async () => {
    const { rows } = await csvOf('auth.AdminLog', { search: [{ field: 'username', val: 'bulk1', operator: 'eq' }], order: 'create_time,asc' });
    const times = rows.slice(1).map((r) => r[7]);
    expect(times).toHaveLength(1500);
    expect([...times].sort()).toEqual(times);
  });

  it('makes formula injection impossible and quotes commas, quotes and line breaks', async () => {
    const nasty = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2-3', '@SUM(A1:A2)', '\tTabbed', '\rReturn', 'a,b', 'say "hi"', 'two\nlines', 'plain'];
    for (const [i, title] of nasty.entries()) {
      await k.s.change(sql`insert into admin_log (admin_id, username, title, ip) values (7, 'nasty', ${title}, ${'=1+' + i})`);
    }
    const { rows } = await csvOf('auth.AdminLog', { search: [{ field: 'username', val: 'nasty', operator: 'eq' }], order: 'id,asc' });
    const titles = rows.slice(1).map((r) => r[3]);
    expect(titles).toEqual([
      `'=HYPERLINK("http://evil.example","x")`, "'+1+1", "'-2-3", "'@SUM(A1:A2)", "'\tTabbed", "'\rReturn", 'a,b', 'say "hi"', 'two\nlines', 'plain',
    ]);
    expect(rows.slice(1).map((r) => r[5])).toEqual(nasty.map((_, i) => `'=1+${i}`));
    // numbers are never formulas: the admin id stays a number
    expect(rows[1][1]).toBe('7');
  });

  it('writes NULL as empty, booleans as 1/0, arrays comma-joined, joined fields by alias.field', async () => {
    await k.s.change(sql`
      insert into crud_item (admin_id, name, code, labels, amount, price, status, happen_time) values
        (1, 'with-owner', 'C1', '{x,y}', 5, 1.50, true, '2024-03-01 12:00:00+08'),
        (0, 'no-owner', null, '{}', 6, 2.25, false, null)`);
    const { rows } = await csvOf('test.Item', { order: 'id,asc' });
    expect(rows[0]).toEqual(['id', 'admin_id', 'name', 'code', 'tags', 'labels', 'amount', 'price', 'status', 'weigh', 'happen_time', 'create_time', 'owner.username', 'owner.nickname']);
    expect(rows[1].slice(1, 11)).toEqual(['1', 'with-owner', 'C1', '', 'x,y', '5', '1.50', '1', '0', '2024-03-01 12:00:00']);
    expect(rows[1].slice(12)).toEqual(['admin', 'Admin']);
    expect(rows[2].slice(1, 11)).toEqual(['0', 'no-owner', '', '', '', '6', '2.25', '0', '0', '']);
    expect(rows[2].slice(12)).toEqual(['', '']);
    await k.s.change(sql`delete from crud_item`);
  });
});

describe('XLSX', () => {
  it('streams a workbook with every filtered row; text stays text (never a formula)', async () => {
    await k.s.change(sql`insert into admin_log (admin_id, username, title) values (8, 'xl', '=1+2'), (8, 'xl', 'SUM')`);
    const { res, bytes } = await download(exportUrl('auth.AdminLog', { quickSearch: 'Add', format: 'xlsx' }), superH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="auth\.AdminLog-\d{8}-\d{6}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as never);
    const sheet = book.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(LOG_COLUMNS);
    expect(sheet.rowCount).toBe(1 + 1500);
    expect(values(2)).toEqual([expect.any(Number), 2, 'bulk1', 'Add item 4498', '/admin/x/edit?id=4498', '10.0.0.248', 'UA', '2024-01-04 10:58:00']);

    const formula = await download(exportUrl('auth.AdminLog', { search: [{ field: 'username', val: 'xl', operator: 'eq' }], order: 'id,asc', format: 'xlsx' }), superH);
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(formula.bytes as never);
    const cell = book2.worksheets[0].getRow(2).getCell(4);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=1+2');
  });
});

describe('limits and permissions', () => {
  let limitedH: Record<string, string>;
  let limitedId: number;
  let bareH: Record<string, string>;

  beforeAll(async () => {
    const log = (await k.s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name = 'auth/adminLog/index'`))[0].id;
    const menu = await makeMenu(k.call, superH.batoken, 'test/personal', ['index']);
    const group = await makeGroup(k.call, superH.batoken, 'Exporters', [log, menu.menu, menu.index]);
    const limited = await makeAdmin(k.call, superH.batoken, 'exporter', [group]);
    limitedH = { batoken: limited.token };
    limitedId = limited.id;
    const bareGroup = await makeGroup(k.call, superH.batoken, 'Bare', [menu.menu]);
    bareH = { batoken: (await makeAdmin(k.call, superH.batoken, 'bare', [bareGroup])).token };
    await k.s.change(sql`insert into crud_item (admin_id, name) values (${limitedId}, 'mine-1'), (1, 'theirs'), (${limitedId}, 'mine-2')`);
  });

  it('applies data limits and scopes: a non-super admin exports only its own rows', async () => {
    const { rows } = await csvOf('test.Personal', { order: 'id,asc' }, limitedH);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['mine-1', 'mine-2']);
    const all = await csvOf('test.Personal', { order: 'id,asc' });
    expect(all.rows.slice(1).map((r) => r[2])).toEqual(['mine-1', 'theirs', 'mine-2']);
    // the admin log shows non-super admins their own rows only (their login is one)
    const log = await csvOf('auth.AdminLog', {}, limitedH);
    expect(log.rows.length).toBeGreaterThan(1);
    expect(log.rows.slice(1).every((r) => Number(r[1]) === limitedId)).toBe(true);
  });

  it('needs the index node of the resource: 401 without it, 303 without login', async () => {
    const denied = await download(exportUrl('test.Personal'), bareH);
    expect(denied.res.headers.get('content-type')).toMatch(/application\/json/);
    expect(denied.json()).toMatchObject({ code: 401, data: [] });
    expect(denied.res.headers.get('content-disposition')).toBeNull();
    expect((await download(exportUrl('auth.AdminLog', { format: 'xlsx' }), bareH)).json().code).toBe(401);
    expect((await download(exportUrl('auth.AdminLog'), {})).json().code).toBe(303);
  });

  it('refuses bad parameters with an envelope, before sending anything', async () => {
    for (const url of [
      exportUrl('auth.AdminLog', { format: 'pdf' }),
      exportUrl('auth.AdminLog', { search: [{ field: 'data', val: 'x', operator: 'LIKE' }] }),
      exportUrl('auth.AdminLog', { search: [{ field: 'id', val: 'abc', operator: 'eq' }] }),
      exportUrl('auth.AdminLog', { order: 'data,asc' }),
    ]) {
      const { res, json } = await download(url, { ...superH, 'think-lang': 'en' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(json()).toMatchObject({ code: 0, data: null });
    }
  });

  it('a resource can opt out', async () => {
    const res = await download(exportUrl('test.Sealed'), superH);
    expect(res.res.status).toBe(404);
    expect((await k.call('GET', '/admin/test.Sealed/index', { headers: superH })).body.code).toBe(1);
  });
});

describe('keyset batches', () => {
  // Small batches over ties, NULLs and microsecond times: the batched export must equal the list.
  beforeAll(async () => {
    await k.s.change(sql`delete from crud_item`);
    await k.s.change(sql`
      insert into crud_item (admin_id, name, code, amount, price, happen_time)
      select g % 3, 'n' || (g % 4), case when g % 5 = 0 then null else 'c' || (g % 3) end, g % 4, (g % 3) * 1.25,
        case when g % 7 = 0 then null else timestamptz '2024-05-01 00:00:00Z' + make_interval(secs => (g % 5) * 0.000301) end
      from generate_series(1, 40) g`);
  });

  it.each(['id,desc', 'id,asc', 'name,asc', 'code,asc', 'code,desc', 'happen_time,asc', 'happen_time,desc', 'price,desc', 'owner.username,asc', 'owner.username,desc', ''])(
    'order %s',
    async (order) => {
      const q = listQuery.parse(order ? { order, limit: 1000 } : { limit: 1000 });
      const list = await k.call('GET', listUrl('test.Item', order ? { order, limit: 1000 } : { limit: 1000 }), { headers: superH });
      const expected = list.body.data.list.map((r: { id: number }) => String(r.id));
      expect(expected).toHaveLength(40);
      const req = { admin: { id: 1, username: 'admin', nickname: '', avatar: '', lastLoginTime: null, granted: '*' }, query: {}, lang: 'en' };
      for (const size of [1, 3, 7]) {
        const file = await exportList(items, await actionContext(k.s.ctx, req as never), q, 'csv', size);
        let text = '';
        for await (const chunk of file.body) text += chunk;
        expect(parseCsv(text.slice(1)).slice(1).map((r) => r[0])).toEqual(expected);
      }
    },
  );
});

describe('time formatting', () => {
  it('the export formatter agrees with formatDateTime', async () => {
    const { wallTimeFormatter } = await import('../src/core/crud/time.ts');
    for (const zone of ['Asia/Shanghai', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC', 'Not/AZone']) {
      const f = wallTimeFormatter(zone);
      for (let i = 0; i < 2000; i++) {
        const d = new Date(Date.UTC(2024, 0, 1) + Math.floor(Math.random() * 366 * 86_400_000) + Math.floor(Math.random() * 1000));
        expect(f(d)).toBe(formatDateTime(d, zone));
      }
      // around the daylight-saving changes
      for (const iso of ['2024-03-10T06:59:59Z', '2024-03-10T07:00:00Z', '2024-03-31T00:59:59Z', '2024-03-31T01:00:00Z', '2024-10-27T00:59:59Z', '2024-10-27T01:00:00Z', '2024-11-03T05:59:59Z', '2024-11-03T06:00:00Z']) {
        expect(f(new Date(iso))).toBe(formatDateTime(new Date(iso), zone));
      }
    }
  });
});
