import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rows, type Db as Tx } from '../src/db/client.ts';
import { registeredResources } from '../src/core/crud/registry.ts';
import { quickSearchCondition, searchCondition, type SearchField } from '../src/core/crud/search.ts';
import type { FieldIndex } from '@app/contract';
import type { Compiled, FieldSpec } from '../src/core/crud/types.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * Every column a list searches with LIKE or quick search declares a trigram index, and every
 * declared index (`index` of a field spec) is one PostgreSQL uses for that field: the kit's own
 * SQL is EXPLAINed with sequential scans disabled, so a missing or unusable index shows as a
 * plan without an index condition on the column (or with a sort). Tables are empty: planning
 * needs no rows once scans are off.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

async function plan(tx: Tx, query: SQLWrapper): Promise<PlanNode[]> {
  const [row] = await rows<{ 'QUERY PLAN': unknown }>(tx, sql`explain (format json) ${query}`);
  const json = row['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  return nodesOf(parsed[0].Plan);
}

/** The declaration of a field (`name` or `alias.name`) and the table (aliased for joins) it lives in. */
function declared(r: Compiled, name: string): { spec: FieldSpec | undefined; table: PgTable } {
  const dot = name.indexOf('.');
  if (dot < 0) return { spec: (r.def.fields as Record<string, FieldSpec | undefined>)[name], table: r.table };
  const alias = name.slice(0, dot);
  const join = r.joins.find((j) => j.alias === alias)!;
  return { spec: (r.def.joins![alias].fields as Record<string, FieldSpec | undefined>)[name.slice(dot + 1)], table: join.table };
}

const indexesOf = (spec: FieldSpec | undefined): FieldIndex[] => (spec?.index === undefined ? [] : typeof spec.index === 'string' ? [spec.index] : [...spec.index]);

/** A value of a whole-value form such as /^\d{20}$/: its digits as zeros. */
const wholeValueOf = (form: RegExp) => {
  const [, n] = /^\^\\d\{(\d+)\}\$$/.exec(form.source) ?? [];
  if (!n) throw new Error(`no sample value for the whole-value form ${form.source}`);
  return '0'.repeat(Number(n));
};

/** Problems of one resource: a LIKE or quick-search field without a trigram index, a declared index the planner does not use. */
async function problemsOf(tx: Tx, r: Compiled): Promise<string[]> {
  const found: string[] = [];
  const fields = new Map<string, { field: SearchField; like: boolean; quick: boolean }>();
  for (const f of r.fields.values()) fields.set(f.name, { field: f, like: f.ops.has('LIKE') || f.ops.has('NOT LIKE'), quick: false });
  for (const f of r.quick) fields.set(f.name, { field: f, like: fields.get(f.name)?.like ?? false, quick: true });

  for (const [name, { field, like, quick }] of fields) {
    const { spec, table } = declared(r, name);
    const kinds = indexesOf(spec);
    const where = `${r.controller} ${name}`;
    if ((like || quick) && !kinds.includes('trgm')) found.push(`${where}: searched with ${quick ? 'quick search' : 'LIKE'}, declares no index: 'trgm'`);
    if (kinds.includes('trgm')) {
      // the SQL the kit sends: a LIKE item, or a one-field quick search (of digits on an integer: no other term reaches it)
      const cond = like ? searchCondition(field, 'LIKE', 'abc', 'UTC') : quickSearchCondition([field], field.kind === 'int' ? '123' : 'abc');
      const nodes = await plan(tx, tx.select({ one: sql`1` }).from(table).where(cond));
      if (!nodes.some((n) => n['Index Cond']?.includes('~~'))) found.push(`${where}: no index serves LIKE or ILIKE (plan: ${nodes.map((n) => n['Node Type']).join(' > ')})`);
    }
    if (quick && field.whole) {
      // a whole value is found by equality: a btree index (not the trigram one) on the column
      const nodes = await plan(tx, tx.select({ one: sql`1` }).from(table).where(quickSearchCondition([field], wholeValueOf(field.whole))));
      if (!nodes.some((n) => n['Index Cond']?.includes(' = ') && n['Node Type'].startsWith('Index'))) found.push(`${where}: no btree serves a whole value (plan: ${nodes.map((n) => n['Node Type']).join(' > ')})`);
    }
    if (kinds.includes('btree')) {
      const nodes = await plan(tx, tx.select({ one: sql`1` }).from(table).orderBy(desc(field.column)).limit(10));
      const sorted = nodes.some((n) => n['Node Type'].includes('Sort'));
      if (sorted || !nodes.some((n) => n['Node Type'].startsWith('Index'))) found.push(`${where}: no btree index serves its order (plan: ${nodes.map((n) => n['Node Type']).join(' > ')})`);
    }
  }
  return found;
}

/** Runs `fn` with sequential scans off, in a transaction that is always rolled back. */
async function withoutScans<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  const rollback = new Error('rollback');
  await s.ctx.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      result = await fn(tx);
      throw rollback;
    })
    .catch((e: unknown) => {
      if (e !== rollback) throw e;
    });
  return result as T;
}

describe('list indexes', () => {
  it('serves every LIKE and quick-search column, and every declared index, of every registered resource', async () => {
    const resources = [...registeredResources(s.ctx).values()];
    expect(resources.length).toBeGreaterThan(10);
    const found = await withoutScans(async (tx) => {
      const all: string[] = [];
      for (const r of resources) all.push(...(await problemsOf(tx, r)));
      return all;
    });
    expect(found).toEqual([]);
  });

  it('notices a missing index and a missing declaration', async () => {
    const members = registeredResources(s.ctx).get('user/user')!;
    const found = await withoutScans(async (tx) => {
      await tx.execute(sql`drop index user_nickname_trgm_idx`);
      await tx.execute(sql`drop index user_money_idx`);
      return problemsOf(tx, members);
    });
    expect(found).toEqual([expect.stringMatching(/^user\/user nickname: no index serves LIKE or ILIKE/), expect.stringMatching(/^user\/user money: no btree index/)]);

    const undeclared = { ...members, quick: [...members.quick, members.fields.get('email')!], def: { ...members.def, fields: { ...members.def.fields, email: { search: true } } } } as Compiled;
    expect(await withoutScans((tx) => problemsOf(tx, undeclared))).toEqual(['user/user email: searched with quick search, declares no index: \'trgm\'']);
  });
});
