import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { limitsOf } from '@app/contract';
import { order, withdraw } from '../src/db/schema/index.ts';
import { makeShop, makeShopProduct, memberWithBalance, type TestMember } from './commerce-fixtures.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { agentWithWallet, OPEN_RULES, setWithdrawRules } from './withdraw-fixtures.ts';

/**
 * Number inputs are a JSON number or its plain decimal text, nothing looser
 * (packages/contract/src/numbers.ts): every member write endpoint, read from the route table with
 * the body schema it validates, refuses an array, a boolean, hex, an exponent, a plus and a space in
 * each of its number fields with the envelope's error, and nothing changes. A new endpoint is walked
 * as soon as it is registered; one whose number field coerces loosely fails here.
 */
let s: TestServer;
let member: TestMember;
beforeAll(async () => {
  s = await startTestServer();
  member = await memberWithBalance(s, 1_000_000);
});
afterAll(() => s?.close());

const BAD: unknown[] = [[1], true, '0x10', '1e3', '+5', ' 5'];
const h = (m: TestMember) => ({ 'think-lang': 'en', 'ba-user-token': m.token });

// ---------------------------------------------------------------- reading a body schema

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; options?: z.ZodType[]; element?: z.ZodType; entries?: Record<string, unknown>; values?: unknown[]; checks?: { _zod: { def: { check: string; minimum?: number; format?: string } } }[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);

/** A number field: a plain or coercing zod number, or the shared inputs (a number-or-text union piped on). */
const isNumberField = (schema: z.ZodType): boolean => {
  const d = defOf(schema);
  if (d.type === 'number') return true;
  if (d.type !== 'pipe') return false;
  const input = defOf(d.in!);
  return input.type === 'union' ? input.options!.some((o) => defOf(o).type === 'number') : input.type === 'pipe' && isNumberField(d.in!);
};

/** The paths of the number fields in a body schema (an array's items at index 0). */
function numberFields(schema: z.ZodType, path: (string | number)[] = []): { path: (string | number)[]; schema: z.ZodType }[] {
  if (isNumberField(schema)) return [{ path, schema }];
  const d = defOf(schema);
  if (WRAPPERS.has(d.type)) return numberFields(d.innerType!, path);
  if (d.type === 'pipe') return defOf(d.in!).type === 'transform' ? numberFields(d.out!, path) : numberFields(d.in!, path);
  if (d.type === 'object') return Object.entries(d.shape!).flatMap(([key, field]) => numberFields(field, [...path, key]));
  if (d.type === 'array') return numberFields(d.element!, [...path, 0]);
  if (d.type === 'union') return d.options!.flatMap((o) => numberFields(o, path));
  return [];
}

/** A value the schema likely takes (required fields only): the rest of a body around the field under attack. */
function sample(schema: z.ZodType): unknown {
  if (isNumberField(schema)) {
    const { min, max } = limitsOf(schema);
    return Math.min(Math.max(min ?? 1, 1), max ?? Infinity);
  }
  const d = defOf(schema);
  switch (d.type) {
    case 'optional': case 'default': case 'prefault': return undefined;
    case 'nullable': case 'readonly': case 'catch': case 'nonoptional': return sample(d.innerType!);
    case 'pipe': return sample(defOf(d.in!).type === 'transform' ? d.out! : d.in!);
    case 'object': return Object.fromEntries(Object.entries(d.shape!).map(([k, f]) => [k, sample(f)]).filter(([, v]) => v !== undefined));
    case 'array': return [sample(d.element!)];
    case 'union': return sample(d.options![0]!);
    case 'enum': return Object.values(d.entries!)[0];
    case 'literal': return d.values![0];
    case 'boolean': return true;
    case 'string': {
      const checks = (d.checks ?? []).map((c) => c._zod.def);
      if (checks.some((c) => c.format === 'email')) return 'someone@example.com';
      return 'a'.repeat(Math.max(1, ...checks.map((c) => (c.check === 'min_length' ? c.minimum! : 1))));
    }
    default: return undefined;
  }
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body ?? {}) as Record<string | number, unknown>;
  let at = copy;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) at[key] = value;
    else at = (at[key] ??= typeof path[i + 1] === 'number' ? [] : {}) as Record<string | number, unknown>;
  }
  return copy;
}

/** Every row of every table, as text: whether anything at all changed. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await s.ctx.database.rows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`);
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await s.ctx.database.rows<{ digest: string | null }>(sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(name)} t`);
    out[name] = row?.digest ?? '';
  }
  return out;
}

describe('every member write endpoint', () => {
  it('refuses loose numbers in each number field with the envelope error, changing nothing', async () => {
    const routes = s.app.routeList.filter((r) => r.method === 'POST' && r.url.startsWith('/api/') && r.body);
    const fields = routes.flatMap((r) => numberFields(r.body as z.ZodType).map((f) => ({ route: r.url, body: r.body as z.ZodType, ...f })));
    const named = fields.map((f) => `${f.route} ${f.path.join('.')}`);
    // the fields of the attack, and enough of the rest to show the walk reads the schemas
    expect(named).toEqual(expect.arrayContaining(['/api/order/create shop_id', '/api/order/create products.0.product_id', '/api/order/create products.0.quantity', '/api/withdraw/cancel id']));
    expect(new Set(fields.map((f) => f.route)).size).toBeGreaterThan(5);

    const before = await fingerprint();
    const wrong: string[] = [];
    for (const f of fields) {
      const base = sample(f.body);
      const baseIsValid = f.body.safeParse(withValue(base, f.path, sample(f.schema))).success;
      for (const bad of BAD) {
        const body = withValue(base, f.path, bad);
        const where = `${f.route} ${f.path.join('.')}=${JSON.stringify(bad)}`;
        const issues = f.body.safeParse(body).error?.issues ?? [];
        if (!issues.some((i) => i.path.join('.') === f.path.join('.'))) wrong.push(`${where}: the schema takes it`);
        const res = await s.call('POST', f.route, { body, headers: h(member) });
        if (res.status !== 200 || res.body.code !== 0 || typeof res.body.msg !== 'string') wrong.push(`${where} → ${res.status} ${JSON.stringify(res.body)}`);
        // around a valid rest of the body, the error names the field
        else if (baseIsValid && !res.body.msg.includes(f.path.join('.'))) wrong.push(`${where} → ${res.body.msg}`);
      }
    }
    expect(wrong).toEqual([]);
    const after = await fingerprint();
    // job_run: the periodic jobs' own bookkeeping, moved on by the clock
    expect(Object.keys(after).filter((t) => after[t] !== before[t] && t !== 'job_run')).toEqual([]);
  });
});

describe('the attack on ordering and withdrawals', () => {
  it('an order with an array, boolean, hex or exponent quantity, shop or product is refused and none is made', async () => {
    const sh = await makeShop(s);
    const p = await makeShopProduct(s, sh.id, { price: 100, stock: 5000 });
    const ok = { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 1 }] };
    const attacks: [unknown, string][] = [
      ...[[1], true, '0x10', '1e3'].map((q): [unknown, string] => [{ ...ok, products: [{ product_id: p.product.id, quantity: q }] }, 'products.0.quantity']),
      [{ ...ok, shop_id: [sh.id] }, 'shop_id'],
      [{ ...ok, products: [{ product_id: [p.product.id], quantity: 1 }] }, 'products.0.product_id'],
    ];
    for (const [body, field] of attacks) {
      const res = await s.call('POST', '/api/order/create', { body, headers: h(member) });
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: 0, msg: `Parameter ${field} is invalid: Please enter an integer` });
    }
    expect(await s.ctx.db.select().from(order).where(eq(order.userId, member.id))).toEqual([]);
    // the same order, numbers as BuildAdmin clients send them (text), goes through
    const text = await s.call('POST', '/api/order/create', { body: { shop_id: String(sh.id), products: [{ product_id: String(p.product.id), quantity: '2' }] }, headers: h(member) });
    expect(text.body.code, JSON.stringify(text.body)).toBe(1);
  });

  it('cancelling a withdrawal by {"id":[id]} is refused and it stays pending', async () => {
    // a bank withdrawal waits for review (a balance one is paid at once)
    const BANK = { channel: 'bank', account_name: 'Li Lei', account_no: '6222020200112233445', bank_name: 'ICBC', bank_branch: 'Xuhui' };
    await setWithdrawRules(s, OPEN_RULES);
    const agent = await agentWithWallet(s, 100_000);
    const applied = await s.call('POST', '/api/withdraw/apply', { body: { amount: '10', ...BANK }, headers: h(agent) });
    expect(applied.body.code, JSON.stringify(applied.body)).toBe(1);
    const id = applied.body.data.row.id as number;
    for (const bad of [[id], true, `0x${id.toString(16)}`, `${id}e0`]) {
      expect((await s.call('POST', '/api/withdraw/cancel', { body: { id: bad }, headers: h(agent) })).body).toMatchObject({ code: 0, msg: 'Parameter id is invalid: Please enter an integer' });
    }
    expect((await s.ctx.db.select().from(withdraw).where(eq(withdraw.id, id)))[0]?.status).toBe('pending');
    expect((await s.call('POST', '/api/withdraw/cancel', { body: { id: String(id) }, headers: h(agent) })).body.code).toBe(1);
  });
});
