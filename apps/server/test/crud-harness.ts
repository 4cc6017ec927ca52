import { sql, eq } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text, varchar, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import type { AppContext } from '../src/context.ts';
import { admin } from '../src/db/schema/index.ts';
import { defineResource, join, registerResource, type DataLimitMode } from '../src/core/crud/index.ts';
import { loginAdmin, startTestServer, TEST_ADMIN, type TestServer } from './helpers.ts';

/**
 * A test server plus a second app on the same context with extra resources declared on a
 * test-only table, to exercise the CRUD kit the way an area would use it.
 */
export interface KitServer {
  s: TestServer;
  app: FastifyInstance;
  call: TestServer['call'];
  close(): Promise<void>;
}

export async function startKitServer(register: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>): Promise<KitServer> {
  const s = await startTestServer();
  await s.change(CREATE_ITEMS);
  await s.change(sql`create index crud_item_admin_idx on crud_item (admin_id, id)`);
  const app = await buildApp(s.ctx, { serveWeb: false, logger: false });
  await register(app, s.ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const call: TestServer['call'] = async (method, urlPath, opts = {}) => {
    const headers: Record<string, string> = { server: 'true', ...(opts.headers ?? {}) };
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(base + urlPath, { method, headers, body });
    const textBody = await res.text();
    let parsed: unknown = textBody;
    try {
      parsed = JSON.parse(textBody);
    } catch {
      /* keep text */
    }
    return { status: res.status, body: parsed as never, headers: res.headers };
  };
  return {
    s,
    app,
    call,
    async close() {
      await app.close();
      await s.close();
    },
  };
}

export const CREATE_ITEMS = sql`
  create table crud_item (
    id serial primary key,
    admin_id integer not null default 0,
    name varchar(50) not null default '',
    code varchar(50),
    tags varchar(255) not null default '',
    labels text[] not null default '{}',
    amount integer not null default 0,
    price numeric(10,2) not null default 0,
    status boolean not null default true,
    weigh integer not null default 0,
    secret varchar(50) not null default '',
    happen_time timestamptz,
    create_time timestamptz default now(),
    update_time timestamptz default now()
  )`;

export const crudItem = pgTable('crud_item', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id').notNull().default(0),
  name: varchar('name', { length: 50 }).notNull().default(''),
  code: varchar('code', { length: 50 }),
  tags: varchar('tags', { length: 255 }).notNull().default(''),
  labels: text('labels').array().notNull().default(sql`'{}'`),
  amount: integer('amount').notNull().default(0),
  price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
  status: boolean('status').notNull().default(true),
  weigh: integer('weigh').notNull().default(0),
  secret: varchar('secret', { length: 50 }).notNull().default(''),
  happenTime: timestamp('happen_time', { withTimezone: true, mode: 'date' }),
  createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).defaultNow(),
}, (t) => [
  // an owner's items newest first (list-plans.test.ts: a page an index walks)
  index('crud_item_admin_idx').on(t.adminId, t.id),
]);

export const itemInput = z.object({
  name: z.string().trim().min(1).max(50),
  code: z.string().max(50).nullable().optional(),
  tags: z.string().max(255).optional(),
  amount: z.coerce.number().int().optional(),
  status: z.boolean().optional(),
  weigh: z.coerce.number().int().optional(),
  happen_time: z.union([z.number(), z.string()]).nullable().optional(),
  admin_id: z.coerce.number().int().optional(),
});

/** The test table as a resource: every operator family, a join, a data limit when asked. */
export function itemResource(path: string, dataLimit?: DataLimitMode) {
  return defineResource({
    path,
    table: crudItem,
    fields: {
      id: { search: true, sort: true },
      admin_id: { search: true },
      name: { search: true, sort: true },
      code: { search: true, sort: true },
      tags: { search: ['FIND_IN_SET', 'LIKE', 'eq'] },
      labels: { search: true },
      amount: { search: true, sort: true },
      price: { search: true, sort: true },
      status: { search: true },
      weigh: { sort: true },
      happen_time: { search: true, sort: true },
      create_time: { search: true, sort: true },
    },
    hidden: ['secret'],
    joins: { owner: join(admin, (a) => eq(crudItem.adminId, a.id), { username: { search: true, sort: true }, nickname: {} }) },
    quickSearch: ['name', 'code'],
    order: 'id,desc',
    weigh: 'weigh',
    dataLimit: dataLimit === undefined ? undefined : { mode: dataLimit },
    add: { input: itemInput },
  });
}

export function registerItems(app: FastifyInstance, ctx: AppContext, resources: [string, DataLimitMode?][]) {
  for (const [path, limit] of resources) registerResource(app, ctx, itemResource(path, limit));
}

/** Query string of a list request: `search` items in PHP bracket form, the rest as given. */
export function listUrl(path: string, params: { search?: { field: string; val?: string | string[]; operator: string; render?: string }[] } & Record<string, unknown> = {}) {
  const parts: string[] = [];
  const add = (k: string, v: unknown) => parts.push(`${k}=${encodeURIComponent(String(v))}`);
  const { search, ...rest } = params;
  search?.forEach((item, i) => {
    add(`search[${i}][field]`, item.field);
    add(`search[${i}][operator]`, item.operator);
    if (item.render) add(`search[${i}][render]`, item.render);
    if (Array.isArray(item.val)) item.val.forEach((v) => add(`search[${i}][val][]`, v));
    else if (item.val !== undefined) add(`search[${i}][val]`, item.val);
  });
  for (const [k, v] of Object.entries(rest)) {
    if (Array.isArray(v)) v.forEach((x) => add(`${k}[]`, x));
    else if (v !== undefined) add(k, v);
  }
  return `/admin/${path}/index${parts.length ? '?' + parts.join('&') : ''}`;
}

export { loginAdmin, TEST_ADMIN };

/** Creates an admin through the API (as the super admin) and logs them in; returns id and token. */
export async function makeAdmin(call: TestServer['call'], superToken: string, username: string, groupIds: number[]) {
  const password = 'pass-' + username;
  const add = await call('POST', '/admin/auth.Admin/add', {
    headers: { batoken: superToken },
    body: { username, nickname: username, password, group_arr: groupIds },
  });
  if (add.body.code !== 1) throw new Error('admin add failed: ' + JSON.stringify(add.body));
  const login = await call('POST', '/admin/Index/login', { body: { username, password } });
  if (login.body.code !== 1) throw new Error('login failed: ' + JSON.stringify(login.body));
  return login.body.data.userInfo as { id: number; token: string };
}

/** Adds a rule through the API; returns its id. */
export async function makeRule(call: TestServer['call'], token: string, rule: Record<string, unknown>): Promise<number> {
  const res = await call('POST', '/admin/auth.Rule/add', { headers: { batoken: token }, body: rule });
  if (res.body.code !== 1) throw new Error('rule add failed: ' + JSON.stringify(res.body));
  const list = await call('GET', listUrl('auth.Rule', { search: [{ field: 'name', val: String(rule.name), operator: 'eq' }], isTree: 'false' }), { headers: { batoken: token } });
  return list.body.data.list[0].id;
}

/** A menu rule with the usual buttons; returns the ids by action (and `menu`). */
export async function makeMenu(call: TestServer['call'], token: string, name: string, actions = ['index', 'add', 'edit', 'del', 'sortable']) {
  const ids: Record<string, number> = {};
  ids.menu = await makeRule(call, token, { type: 'menu', title: name, name, path: name, menu_type: 'tab' });
  for (const a of actions) ids[a] = await makeRule(call, token, { type: 'button', title: a, name: `${name}/${a}`, pid: ids.menu });
  return ids;
}

/** Adds a group through the API; returns its id. */
export async function makeGroup(call: TestServer['call'], token: string, name: string, rules: number[], pid = 1): Promise<number> {
  const res = await call('POST', '/admin/auth.Group/add', { headers: { batoken: token }, body: { name, rules, pid } });
  if (res.body.code !== 1) throw new Error('group add failed: ' + JSON.stringify(res.body));
  const list = await call('GET', listUrl('auth.Group', { search: [{ field: 'name', val: name, operator: 'eq' }], isTree: 'false' }), { headers: { batoken: token } });
  return list.body.data.list[0].id;
}
