import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ApiError } from '../src/core/http/errors.ts';
import * as schema from '../src/db/schema/index.ts';
import { defineResource, registerResource } from '../src/core/crud/index.ts';
import { crudItem, loginAdmin, startKitServer, type KitServer } from './crud-harness.ts';
import { countRows, en } from './security-fixtures.ts';

/**
 * The rules' forms and checks, the table helpers of /admin/ajax, and the kit's capture inside
 * the write's transaction: a write refused after its delete or update ran leaves no log.
 */
let k: KitServer;
let superH: Record<string, string>;

const boom = () => new ApiError('Refused after the write');

beforeAll(async () => {
  k = await startKitServer((app, ctx) => {
    // A resource whose after-hooks refuse rows named "boom", after the row was deleted or updated.
    registerResource(app, ctx, defineResource({
      path: 'test.Items',
      table: crudItem,
      fields: { id: { search: true }, name: { search: true } },
      add: { input: z.object({ name: z.string(), code: z.string().optional() }) },
      hooks: {
        afterEdit: (row) => { if (row.name === 'boom') throw boom(); },
        afterDel: (rows) => { if (rows.some((r) => r.name === 'boom')) throw boom(); },
      },
    }));
  });
  superH = en({ batoken: (await loginAdmin(k.s)).token });
  // The test table is not an application table, so its rules are written behind the API's back.
  await k.s.change(sql`insert into security_data_recycle (name, controller, controller_as, data_table, primary_key) values ('Items', 'test.Items', 'test/items', 'crud_item', 'id')`);
  await k.s.change(sql`insert into security_sensitive_data (name, controller, controller_as, data_table, primary_key, data_fields) values ('Items', 'test.Items', 'test/items', 'crud_item', 'id', '{"code": "Code", "secret": "Secret"}')`);
  await k.s.change(sql`insert into crud_item (name, code) values ('fine', 'a'), ('boom', 'b'), ('fine2', 'c')`);
});
afterAll(() => k.close());

const itemId = async (name: string) => (await k.s.ctx.database.rows<{ id: number }>(sql`select id from crud_item where name = ${name}`))[0]?.id;

describe('capture inside the write transaction', () => {
  it('a delete refused after it ran keeps the row and leaves no recycle log', async () => {
    const id = await itemId('boom');
    const res = await k.call('DELETE', `/admin/test.Items/del?ids[]=${id}&ids[]=${await itemId('fine')}`, { headers: superH });
    expect(res.body).toMatchObject({ code: 0, msg: 'Refused after the write' });
    expect(await itemId('boom')).toBe(id);
    expect(await countRows(k.s, 'security_data_recycle_log')).toBe(0);
  });

  it('a delete that succeeds logs exactly the rows deleted', async () => {
    const id = await itemId('fine');
    expect((await k.call('DELETE', `/admin/test.Items/del?ids[]=${id}&ids[]=99999`, { headers: superH })).body.code).toBe(1);
    const logs = await k.s.ctx.database.rows<{ data: Record<string, unknown> }>(sql`select data from security_data_recycle_log`);
    expect(logs.map((l) => [l.data.id, l.data.name, l.data.labels])).toEqual([[id, 'fine', []]]);
  });

  it('an edit refused after its update ran leaves the value and no sensitive log', async () => {
    const id = await itemId('boom');
    const res = await k.call('POST', '/admin/test.Items/edit', { headers: superH, body: { id, code: 'changed' } });
    expect(res.body).toMatchObject({ code: 0, msg: 'Refused after the write' });
    expect(await countRows(k.s, 'security_sensitive_data_log')).toBe(0);
  });

  it('an edit that succeeds logs the change; a null value is not the same as an empty one', async () => {
    const id = await itemId('fine2');
    expect((await k.call('POST', '/admin/test.Items/edit', { headers: superH, body: { id, code: '' } })).body.code).toBe(1);
    await k.s.change(sql`update crud_item set code = null where id = ${id}`);
    expect((await k.call('POST', '/admin/test.Items/edit', { headers: superH, body: { id, code: '' } })).body.code).toBe(1);
    const logs = await k.s.ctx.database.rows<{ before: string | null; after: string | null }>(sql`select before, after from security_sensitive_data_log order by id`);
    expect(logs).toEqual([{ before: 'c', after: '' }, { before: null, after: '' }]);
  });
});

describe('rule forms', () => {
  it('GET add lists the resources a rule may watch', async () => {
    const recycle = await k.call('GET', '/admin/security.DataRecycle/add', { headers: superH });
    expect(recycle.body.code).toBe(1);
    const paths = Object.keys(recycle.body.data.controllers);
    expect(paths).toEqual(expect.arrayContaining(['auth.Admin', 'auth.Group', 'auth.Rule', 'security.DataRecycle', 'security.SensitiveData']));
    for (const hidden of ['auth.AdminLog', 'security.DataRecycleLog', 'security.SensitiveDataLog', 'test.Items']) expect(paths).not.toContain(hidden);
    expect(recycle.body.data.resources).toContainEqual({ controller: 'auth.Admin', table: 'admin', pk: 'id' });
    const sensitive = await k.call('GET', '/admin/security.SensitiveData/add', { headers: superH });
    expect(Object.keys(sensitive.body.data.controllers)).toContain('auth.Admin');
  });

  it('refuses a controller it cannot watch, another table or key, a second rule, and unknown or secret fields', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['security.DataRecycle', { name: 'x', controller: 'auth.AdminLog' }, 'The controller auth.AdminLog cannot have this rule'],
      ['security.DataRecycle', { name: 'x', controller: 'nope.Nothing' }, 'The controller nope.Nothing cannot have this rule'],
      ['security.DataRecycle', { name: 'x', controller: 'auth.Group', data_table: 'admin' }, 'The data table of auth.Group is admin_group'],
      ['security.DataRecycle', { name: 'x', controller: 'auth.Group', primary_key: 'pid' }, 'The primary key of auth.Group is id'],
      ['security.DataRecycle', { name: 'x', controller: 'auth.Admin' }, 'A rule for auth.Admin already exists'],
      ['security.DataRecycle', { name: 'x', controller: 'auth.Group', data_table: 'admin_group;drop table admin' }, 'Parameter data_table is invalid: Data table does not exist'],
      ['security.SensitiveData', { name: 'x', controller: 'auth.Rule' }, 'Please select the fields to watch'],
      ['security.SensitiveData', { name: 'x', controller: 'auth.Rule', data_fields: { nothing: 'N' } }, 'nothing is not a field of admin_rule'],
    ];
    for (const [path, body, msg] of cases) {
      const res = await k.call('POST', `/admin/${path}/add`, { headers: superH, body });
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: 0, msg });
    }
    const [adminRule] = await k.s.ctx.database.rows<{ id: number }>(sql`select id from security_sensitive_data where controller = 'auth.Admin'`);
    const salt = await k.call('POST', '/admin/security.SensitiveData/edit', { headers: superH, body: { id: adminRule.id, data_fields: { salt: 'Salt' } } });
    expect(salt.body).toMatchObject({ code: 0, msg: 'salt is not a field of admin' });
  });

  it('stores the controller path, its node prefix, the table and key; accepts the original fields list', async () => {
    const res = await k.call('POST', '/admin/security.SensitiveData/add', {
      headers: superH,
      body: { name: 'Rules', controller: 'auth.Rule', fields: [{ name: 'title', value: 'Title' }, { name: 'name', value: '' }] },
    });
    expect(res.body.code).toBe(1);
    const [row] = await k.s.ctx.database.rows(sql`select controller, controller_as, data_table, primary_key, data_fields from security_sensitive_data where controller = 'auth.Rule'`);
    expect(row).toEqual({ controller: 'auth.Rule', controller_as: 'auth/rule', data_table: 'admin_rule', primary_key: 'id', data_fields: { title: 'Title', name: '' } });
  });

  it("takes the reference's controller file paths (auth/Admin.php) and the key column the field picker offers", async () => {
    const fields = await k.call('GET', '/admin/ajax/getTableFieldList?table=user_rule&clean=1', { headers: superH });
    expect(Object.keys(fields.body.data.fieldList)).toContain('id');
    const add = await k.call('POST', '/admin/security.SensitiveData/add', {
      headers: superH,
      body: { name: 'Rule keys', controller: 'user/Rule.php', data_table: 'user_rule', primary_key: 'id', data_fields: ['id', 'title'], fields: [{ name: 'id', value: 'ID' }, { name: 'title', value: '标题' }] },
    });
    expect(add.body.code).toBe(1);
    const [row] = await k.s.ctx.database.rows<{ id: number }>(sql`select id, controller, controller_as, data_fields from security_sensitive_data where controller_as = 'user/rule'`);
    expect(row).toMatchObject({ controller: 'user.Rule', controller_as: 'user/rule', data_fields: { id: 'ID', title: '标题' } });
    // a second rule for it, named either way, is refused
    expect((await k.call('POST', '/admin/security.SensitiveData/add', { headers: superH, body: { name: 'again', controller: 'user\\Rule.php', data_fields: ['title'] } })).body).toMatchObject({ code: 0, msg: 'A rule for user.Rule already exists' });
    // a rule the reference stored (its data moved here) is edited as it stands
    await k.s.change(sql`update security_sensitive_data set controller = 'user/Rule.php' where id = ${row.id}`);
    expect((await k.call('POST', '/admin/security.SensitiveData/edit', { headers: superH, body: { id: row.id, data_fields: ['title'] } })).body.code).toBe(1);
    expect((await k.call('POST', '/admin/security.SensitiveData/edit', { headers: superH, body: { id: row.id, controller: 'user/Rule.php', name: 'Rule titles' } })).body.code).toBe(1);
    const recycle = await k.call('POST', '/admin/security.DataRecycle/add', { headers: superH, body: { name: 'Groups', controller: 'user/Group.php', data_table: 'user_group', primary_key: 'id' } });
    expect(recycle.body.code).toBe(1);
    expect((await k.call('POST', '/admin/security.DataRecycle/add', { headers: superH, body: { name: 'x', controller: 'auth/AdminLog.php' } })).body).toMatchObject({ code: 0, msg: 'The controller auth/AdminLog.php cannot have this rule' });
    await k.s.change(sql`delete from security_sensitive_data where id = ${row.id}`);
    await k.s.change(sql`delete from security_data_recycle where controller_as = 'user/group'`);
  });

  it("accepts the original client's picked columns as an array, titled by fields", async () => {
    const sql_ = (id: number) => k.s.ctx.database.rows<{ data_fields: unknown }>(sql`select data_fields from security_sensitive_data where id = ${id}`);
    const add = await k.call('POST', '/admin/security.SensitiveData/add', {
      headers: superH,
      body: { name: 'Groups', controller: 'user.Group', data_fields: ['name', 'rules'], fields: [{ name: 'name', value: '组名' }, { name: 'rules', value: '权限' }, { name: 'pid', value: '上级' }] },
    });
    expect(add.body.code).toBe(1);
    const [{ id }] = await k.s.ctx.database.rows<{ id: number }>(sql`select id from security_sensitive_data where controller = 'user.Group'`);
    expect((await sql_(id))[0].data_fields).toEqual({ name: '组名', rules: '权限' });
    // edit: an array alone (no titles known) and the list that shows the titles
    expect((await k.call('POST', '/admin/security.SensitiveData/edit', { headers: superH, body: { id, data_fields: ['name'] } })).body.code).toBe(1);
    expect((await sql_(id))[0].data_fields).toEqual({ name: '' });
    expect((await k.call('POST', '/admin/security.SensitiveData/edit', { headers: superH, body: { id, data_fields: ['salt'] } })).body).toMatchObject({ code: 0 });
  });
});

describe('table helpers', () => {
  it('getDatabaseConnectionList and getTableList feed the rule forms (reference 11.7)', async () => {
    const conns = await k.call('GET', '/admin/ajax/getDatabaseConnectionList?quickSearch=', { headers: superH });
    expect(conns.body.data.list).toEqual([{ type: 'pgsql', database: expect.stringMatching(/^.\*{4}/), key: 'pgsql' }]);
    const tables = await k.call('GET', '/admin/ajax/getTableList?quickSearch=&connection=&samePrefix=1&excludeTable[]=admin_log', { headers: superH });
    const list = tables.body.data.list as { table: string; comment: string; connection: string; prefix: string }[];
    expect(list).toContainEqual({ table: 'admin', comment: expect.stringMatching(/^admin - ./), connection: 'pgsql', prefix: '' });
    expect(list.map((t) => t.table)).not.toEqual(expect.arrayContaining(['admin_log']));
    // tables of secrets and PostgreSQL's own are never listed
    expect(list.map((t) => t.table)).not.toEqual(expect.arrayContaining(['token']));
    expect(list.map((t) => t.table)).not.toEqual(expect.arrayContaining(['captcha']));
    const searched = await k.call('GET', '/admin/ajax/getTableList?quickSearch=money', { headers: superH });
    expect(searched.body.data.list.map((t: { table: string }) => t.table)).toEqual(['user_money_log']);
    expect((await k.call('GET', '/admin/ajax/getTableList?connection=mysql', { headers: { ...superH, 'think-lang': 'en' } })).body).toMatchObject({ code: 0, msg: 'Database connection mysql does not exist' });
  });

  it('getTablePk and getTableFieldList read the catalog of an application table', async () => {
    expect((await k.call('GET', '/admin/ajax/getTablePk?table=admin', { headers: superH })).body).toMatchObject({ code: 1, data: { pk: 'id' } });
    const clean = await k.call('GET', '/admin/ajax/getTableFieldList?table=admin&clean=1', { headers: superH });
    expect(clean.body.data.pk).toBe('id');
    expect(clean.body.data.fieldList).toMatchObject({ id: 'ID', username: '用户名', mobile: '手机', password: '密码', status: '状态' });
    const full = await k.call('GET', '/admin/ajax/getTableFieldList?table=admin_group&clean=0', { headers: superH });
    expect(full.body.data.fieldList.rules).toMatchObject({ column_name: 'rules', data_type: 'text', is_nullable: 'NO', column_comment: '权限规则ID' });
    expect(full.body.data.fieldList.name).toMatchObject({ column_type: 'character varying(100)' });
  });

  it('titles are the Chinese column comments up to the first colon, as the sensitive-data seeds name them', async () => {
    const user = await k.call('GET', '/admin/ajax/getTableFieldList?table=user&clean=1', { headers: superH });
    expect(user.body.data.fieldList).toMatchObject({ username: '用户名', mobile: '手机号', email: '邮箱地址', password: '密码', status: '状态', gender: '性别' });
    const full = await k.call('GET', '/admin/ajax/getTableFieldList?table=admin&clean=0', { headers: superH });
    expect(full.body.data.fieldList.username).toMatchObject({ column_name: 'username', column_comment: '用户名' });
    expect(full.body.data.fieldList.status).toMatchObject({ column_name: 'status', column_comment: '状态:0=禁用,1=启用' });
    // The seeded sensitive-data rules (src/db/seed/security-rules.ts) title their fields the same way.
    const group = await k.call('GET', '/admin/ajax/getTableFieldList?table=admin_group&clean=1', { headers: superH });
    expect(group.body.data.fieldList).toMatchObject({ rules: '权限规则ID' });
    // Every table of the drizzle schema and every one of its columns has a comment.
    const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map((t) => getTableName(t));
    expect(tables.length).toBeGreaterThan(15);
    const uncommented = await k.s.ctx.database.rows<{ table_name: string; column_name: string | null }>(sql`
      select c.relname as table_name, a.attname as column_name
      from pg_class c left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relnamespace = current_schema()::regnamespace and c.relname in ${tables}
        and (obj_description(c.oid, 'pg_class') is null or col_description(c.oid, a.attnum) is null)`);
    expect(uncommented).toEqual([]);
  });

  it('refuses system tables, tables of secrets, unknown names and injection attempts', async () => {
    const names = ['token', 'captcha', 'pg_authid', 'pg_catalog.pg_class', 'information_schema.columns', 'crud_item', 'nothing', "admin'--", 'admin;drop table admin', 'ADMIN"', '', '../admin'];
    for (const name of names) {
      for (const route of ['getTablePk', 'getTableFieldList']) {
        const res = await k.call('GET', `/admin/ajax/${route}?table=${encodeURIComponent(name)}&clean=1`, { headers: superH });
        expect(res.body.code, `${route} ${name}`).toBe(0);
        expect(res.body.msg).toMatch(/Data table does not exist/);
      }
    }
    expect(await k.s.ctx.database.rows(sql`select 1 from admin`)).toHaveLength(1);
  });

  it('needs a login', async () => {
    expect((await k.call('GET', '/admin/ajax/getTablePk?table=admin')).body.code).toBe(303);
  });
});
