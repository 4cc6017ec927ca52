import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idQuery, idsQuery } from '@app/contract';
import { ApiError } from '../src/core/http/errors.ts';
import { action, answer, defineResource, registerResource } from '../src/core/crud/index.ts';
import { crudItem, loginAdmin, makeAdmin, makeGroup, makeMenu, startKitServer, type KitServer } from './crud-harness.ts';

/**
 * Custom actions declared on a resource (`actions`): the guard with the action's button node,
 * the docs from the zod input, one transaction (an error after a write takes the write back),
 * work after the commit, and the admin log, the same for every action.
 */
let k: KitServer;
let superH: Record<string, string>;
let committed = 0;
const en = (h: Record<string, string>) => ({ ...h, 'think-lang': 'en' });

const resource = defineResource({
  path: 'test.Act',
  table: crudItem,
  fields: { id: { search: true, sort: true } },
  add: false,
  edit: false,
  actions: {
    bump: action({
      input: idsQuery.extend({ fail: z.boolean().optional() }),
      summary: 'Add one to the amount of rows',
      message: 'Update successful',
      run: async ({ ids, fail }, c) => {
        await c.db.update(crudItem).set({ amount: sql`${crudItem.amount} + 1` }).where(inArray(crudItem.id, ids));
        c.onCommit(() => void committed++);
        if (fail) throw new ApiError('Parameter error');
      },
    }),
    peek: action({
      method: 'GET',
      input: idQuery,
      summary: 'One row',
      run: async ({ id }, c) => ({ row: (await c.db.select({ amount: crudItem.amount }).from(crudItem).where(eq(crudItem.id, id)))[0] ?? null }),
    }),
    open: action({ summary: 'Any logged-in admin', node: false, transaction: false, run: () => ({ ok: true }) }),
    twice: action({
      input: z.object({ n: z.number().int() }),
      summary: 'Prepared from the input before the transaction; its own message',
      node: false,
      prepare: ({ n }) => n * 2,
      run: (_input, _c, { prepared }) => answer({ doubled: prepared }, 'Added successfully'),
    }),
  },
});

let id = 0;
const amount = async () => (await k.s.ctx.database.rows<{ amount: number }>(sql`select amount from crud_item where id = ${id}`))[0].amount;

beforeAll(async () => {
  k = await startKitServer((app, ctx) => void registerResource(app, ctx, resource));
  superH = { batoken: (await loginAdmin(k.s)).token };
  [{ id }] = await k.s.ctx.database.rows<{ id: number }>(sql`insert into crud_item (name, amount) values ('a', 5) returning id`);
});
afterAll(() => k.close());

describe('declared actions', () => {
  it('run in one transaction, answer the declared message, and work after the commit runs only after a commit', async () => {
    const ok = await k.call('POST', '/admin/test.Act/bump', { headers: en(superH), body: { ids: [id] } });
    expect(ok.body).toMatchObject({ code: 1, msg: 'Update successful!', data: null });
    expect(await amount()).toBe(6);
    expect(committed).toBe(1);
    const failed = await k.call('POST', '/admin/test.Act/bump', { headers: en(superH), body: { ids: [id], fail: true } });
    expect(failed.body).toMatchObject({ code: 0, msg: 'Parameter error!' });
    expect(await amount()).toBe(6);
    expect(committed).toBe(1);
    const bad = await k.call('POST', '/admin/test.Act/bump', { headers: en(superH), body: { ids: 'x' } });
    expect(bad.body.code).toBe(0);
  });

  it('GET actions read their input from the query string', async () => {
    const res = await k.call('GET', `/admin/test.Act/peek?id=${id}`, { headers: superH });
    expect(res.body).toMatchObject({ code: 1, data: { row: { amount: 6 } } });
  });

  it('ask for the button node named after the action; node: false lets any admin in', async () => {
    const menu = await makeMenu(k.call, superH.batoken, 'test/act', ['peek']);
    const group = await makeGroup(k.call, superH.batoken, 'ActPeek', Object.values(menu));
    const clerk = await makeAdmin(k.call, superH.batoken, 'actclerk', [group]);
    const h = { batoken: clerk.token };
    expect((await k.call('GET', `/admin/test.Act/peek?id=${id}`, { headers: h })).body.code).toBe(1);
    expect((await k.call('POST', '/admin/test.Act/bump', { headers: h, body: { ids: [id] } })).body.code).toBe(401);
    expect(await amount()).toBe(6);
    expect((await k.call('POST', '/admin/test.Act/open', { headers: h, body: {} })).body).toMatchObject({ code: 1, data: { ok: true } });
  });

  it('prepare gets the input before the transaction; answer() chooses the message', async () => {
    const res = await k.call('POST', '/admin/test.Act/twice', { headers: en(superH), body: { n: 21 } });
    expect(res.body).toMatchObject({ code: 1, msg: 'Added successfully!', data: { doubled: 42 } });
  });

  it('are written to the admin log and documented from their input', async () => {
    const logs = await k.s.ctx.database.rows<{ url: string; data: string }>(sql`select url, data from admin_log where url like '/admin/test.Act/bump%' order by id`);
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(logs[0].data)).toMatchObject({ ids: [id] });
    const doc = (await (await k.app.inject({ method: 'GET', url: '/docs/json' })).json()) as { paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> };
    expect(doc.paths['/admin/test.Act/bump'].post).toMatchObject({ summary: 'Add one to the amount of rows', tags: ['test.Act'] });
    expect(doc.paths['/admin/test.Act/peek'].get.summary).toBe('One row');
  });
});
