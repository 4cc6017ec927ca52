import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { TOTAL_CAP } from '../src/core/crud/list.ts';
import { rows } from '../src/db/client.ts';
import { COUNT_REUSE_MS, KEEP_FROM } from '../src/core/crud/kept-counts.ts';
import { listUrl, loginAdmin, registerItems, startKitServer, type KitServer } from './crud-harness.ts';

// How a filtered page finds its keys (crud README: Totals and deep pages): by what the kit has
// counted, not by PostgreSQL's estimate of the filter's rows alone. Each page the kit sends is
// run again under EXPLAIN ANALYZE here, and the rows its scans read are counted.

const ROWS = 20_000;
/** The rows that match the search: the oldest, as a term matches a run of member names ('m777…'). */
const MATCHES = 1200;
let k: KitServer;
let h: Record<string, string>;

beforeAll(async () => {
  k = await startKitServer((app, ctx) => registerItems(app, ctx, [['test.Item']]));
  h = { batoken: (await loginAdmin(k.s)).token };
  await k.s.change(sql`alter table crud_item set (autovacuum_enabled = false)`);
  // Rows of 1.3 KB, six to a page: reading a few matches through the trigram index then costs
  // PostgreSQL less than reading every page, as on a million members. ANALYZE samples every row.
  await k.s.change(sql`
    insert into crud_item (name, amount, labels)
    select case when i <= ${MATCHES} then 'zqx ' else 'item ' end || i, i, array(select md5(i || '.' || j) from generate_series(1, 40) j)
    from generate_series(1, ${ROWS}) i`);
  await k.s.change(sql`create index crud_item_name_trgm on crud_item using gin (name gin_trgm_ops)`);
  await k.s.change(sql`analyze crud_item`);
});
afterAll(() => k.close());

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

/** The driver's client under drizzle (its session's, not a public API): every statement the kit sends goes through its `query`. */
const driverClient = () => (k.s.ctx.database.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;

/** A list request, with the statements it sent (SQL text and values). */
async function listWithStatements(params: Parameters<typeof listUrl>[1]) {
  const query = vi.spyOn(driverClient(), 'query');
  try {
    const res = await k.call('GET', listUrl('test.Item', params), { headers: h });
    expect(res.body.code).toBe(1);
    const sent = query.mock.calls.map(([config, values]) => ({
      text: typeof config === 'string' ? config : (config as { text: string }).text,
      name: typeof config === 'string' ? undefined : (config as { name?: string }).name,
      values: (values ?? []) as unknown[],
    }));
    return { data: res.body.data as { list: { id: number }[]; total: number; totalExact?: boolean }, sent };
  } finally {
    query.mockRestore();
  }
}

/** The plan nodes that read a table's rows (a bitmap's index scan is counted by its heap scan). */
const TABLE_READS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

/** Rows read from tables by a statement, run again under EXPLAIN ANALYZE. */
async function rowsRead(statement: { text: string; values: unknown[] }): Promise<number> {
  const [row] = await k.s.ctx.database.prepared<{ 'QUERY PLAN': unknown }>('', `explain (analyze, format json) ${statement.text}`, statement.values);
  const json = row['QUERY PLAN'];
  const plan = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  return nodesOf(plan[0].Plan)
    .filter((n) => TABLE_READS.has(n['Node Type']))
    .reduce((sum, n) => sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) * n['Actual Loops'], 0);
}

/**
 * Rows read by a statement's generic plan (the plan a named statement keeps after its first five
 * runs on a connection), run under EXPLAIN ANALYZE with its values.
 */
let generics = 0;
async function rowsReadGeneric(statement: { text: string; values: unknown[] }): Promise<number> {
  const name = `walked_generic_${++generics}`;
  const plan = await k.s.ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare ${name} as ${statement.text}`));
    // EXECUTE takes its arguments as literals (a bound parameter is not passed through EXPLAIN)
    const args = statement.values.map((v) => `'${String(v).replace(/'/g, "''")}'`).join(', ');
    const [row] = await rows<{ 'QUERY PLAN': unknown }>(tx, sql.raw(`explain (analyze, format json) execute ${name}(${args})`));
    await tx.execute(sql.raw(`deallocate ${name}`));
    const json = row['QUERY PLAN'];
    return (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  });
  return nodesOf(plan[0].Plan)
    .filter((n) => TABLE_READS.has(n['Node Type']))
    .reduce((sum, n) => sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) * n['Actual Loops'], 0);
}

/** The page statement of a list request: the one with the search's pattern that is not a count alone. */
const pageOf = (sent: { text: string; values: unknown[] }[], term = 'zqx') => {
  const pages = sent.filter((s) => s.values.includes(`%${term}%`) && !s.text.startsWith('select cast(count(*)'));
  expect(pages).toHaveLength(1);
  return pages[0];
};

describe('a filtered page', () => {
  const search = { search: [{ field: 'name', operator: 'LIKE', val: 'zqx' }], limit: 10, order: 'id,desc' };

  it('reads its few matches rather than walking the index of its order', async () => {
    // PostgreSQL estimates the matches (6% of the rows) spread over the table: walked from the
    // newest id, its index would give ten after 170 rows. They are the oldest 1,200.
    expect(MATCHES).toBeGreaterThanOrEqual(KEEP_FROM);
    // not counted yet; then counted before (a count this large is kept: the page is not counted)
    for (const attempt of ['not counted yet', 'counted before']) {
      const { data, sent } = await listWithStatements(search);
      expect(data.list.map((r) => r.id), attempt).toEqual([...Array(10).keys()].map((i) => MATCHES - i));
      expect(data.total, attempt).toBe(MATCHES);
      // the matches once (the count is theirs), and the page's rows by key
      expect(await rowsRead(pageOf(sent)), attempt).toBeLessThan(MATCHES + 100);
    }
    // fewer than KEEP_FROM matches are counted on every page: from the same read of the matches
    const fewer = { ...search, search: [{ field: 'name', operator: 'LIKE', val: 'zqx 1' }] }; // 1, 10–19, 100–199, 1000–1200
    for (const attempt of ['not counted yet', 'counted before']) {
      const { data, sent } = await listWithStatements(fewer);
      expect(data.list.map((r) => r.id), attempt).toEqual([...Array(10).keys()].map((i) => 1200 - i));
      expect(data.total, attempt).toBe(312);
      expect(await rowsRead(pageOf(sent, 'zqx 1')), attempt).toBeLessThan(312 + 100);
    }
  });

  it('walks the index of its order when its matches pass the cap', async () => {
    await k.s.change(sql`update crud_item set name = 'zqx ' || id where id % 4 <> 0`);
    await k.s.change(sql`analyze crud_item`);
    // the count kept from the test before is forgotten
    await new Promise((resolve) => setTimeout(resolve, COUNT_REUSE_MS + 50));
    for (const attempt of ['not counted yet', 'counted']) {
      const { data, sent } = await listWithStatements(search);
      expect(data.list.map((r) => r.id), attempt).toEqual([ROWS - 1, ROWS - 2, ROWS - 3, ROWS - 5, ROWS - 6, ROWS - 7, ROWS - 9, ROWS - 10, ROWS - 11, ROWS - 13]);
      expect(data, attempt).toMatchObject({ total: TOTAL_CAP, totalExact: false });
      // not counted yet, the matches are read up to the cap to know that they pass it
      if (attempt === 'counted') expect(await rowsRead(pageOf(sent))).toBeLessThan(100);
    }
  });
});

describe('a filtered page an index walks', () => {
  it('reads the rows of its equality in the order of the index, not every match', async () => {
    // crud_item_admin_idx (admin_id, id) gives an owner's items newest first, as order_shop_id_idx a shop's orders
    await k.s.change(sql`update crud_item set admin_id = 7 where id % 4 = 0`);
    await k.s.change(sql`analyze crud_item`);
    await new Promise((resolve) => setTimeout(resolve, COUNT_REUSE_MS + 50));
    const search = { search: [{ field: 'admin_id', operator: 'eq', val: '7' }, { field: 'amount', operator: 'RANGE', val: `1,${ROWS}` }], limit: 10, order: 'id,desc' };
    const pageOfOwner = (sent: { text: string; name?: string; values: unknown[] }[]) => {
      const pages = sent.filter((st) => st.text.includes('"admin_id" = $') && !st.text.startsWith('select cast(count(*)'));
      expect(pages).toHaveLength(1);
      return pages[0];
    };
    for (const attempt of ['not counted yet', 'counted before']) {
      const { data, sent } = await listWithStatements(search);
      expect(data.list.map((r) => r.id), attempt).toEqual([...Array(10).keys()].map((i) => ROWS - 4 * i));
      expect(data, attempt).toMatchObject({ total: ROWS / 4 });
      // counted before (a kept count): the page walks the index, ten entries, where reading every match and sorting them read 5,000
      if (attempt === 'counted before') expect(await rowsRead(pageOfOwner(sent))).toBeLessThan(100);
      // a first page so walked is a named statement (crud README: its plan planned once): its generic plan walks the index too, counted or not
      // without its count, a first page so walked is a named statement (crud README: kept generic plan), whose generic plan walks the index too;
      // counted, it is planned with its values (the count's generic plan read every row)
      const page = pageOfOwner(sent);
      expect(Boolean(page.name), attempt).toBe(attempt === 'counted before');
      if (attempt === 'counted before') expect(await rowsReadGeneric(page)).toBeLessThan(100);
    }
  });
});
