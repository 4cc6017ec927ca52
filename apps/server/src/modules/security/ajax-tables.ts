import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { DB_CONNECTION_KEY, connectionListQuery, tableListQuery, tableQuery, type TableFieldList, type TableListItem } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import { ApiError } from '../../core/http/errors.ts';
import { appTableComments, tableColumns, tableNotFound, tablePk } from '../../core/security/tables.ts';

/** A column's title: its comment up to the first ':' (reference 11.7), or its name. */
const titleOf = (name: string, comment: string) => comment.split(':')[0].trim() || name;

/** The reference masks the 2nd and 3rd characters of a database name. */
const maskDatabase = (name: string) => (name.length > 1 ? `${name.slice(0, 1)}****${name.slice(3)}` : name);

const matches = (quickSearch: string | undefined, ...texts: string[]) =>
  !quickSearch || texts.some((t) => t.toLowerCase().includes(quickSearch.toLowerCase()));

/**
 * `/admin/ajax/getDatabaseConnectionList` and `/admin/ajax/getTableList` (the pickers of the
 * recycle and sensitive rule forms, reference 11.7): the one connection, and the application's
 * tables (no prefix here, so `samePrefix` keeps them all).
 * `/admin/ajax/getTablePk` and `/admin/ajax/getTableFieldList` (login only): the key and columns
 * of one of the application's own tables, read from PostgreSQL's catalog. Any other name,
 * system tables and the tables of secrets included, is 'Data table does not exist'.
 */
export function tableAjaxRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'admin' as const, permission: false as const };
  const doc = (summary: string) => ({ tags: ['ajax'], summary, security: [{ batoken: [] }], querystring: tableQuery });

  const tags = { tags: ['ajax'], security: [{ batoken: [] }] };
  api.get('/admin/ajax/getDatabaseConnectionList', { schema: { ...tags, summary: 'The database connections', querystring: connectionListQuery }, config }, async (req, reply) => {
    const [{ name }] = await rows<{ name: string }>(ctx.db, sql`select current_database() as name`);
    const all = [{ type: 'pgsql', database: maskDatabase(name), key: DB_CONNECTION_KEY }];
    return reply.ok({ list: all.filter((c) => matches(req.query.quickSearch, c.key, c.database)) });
  });

  api.get('/admin/ajax/getTableList', { schema: { ...tags, summary: 'The application tables', querystring: tableListQuery }, config }, async (req, reply) => {
    const { quickSearch, connection = '', excludeTable = [] } = req.query;
    if (connection !== '' && connection !== DB_CONNECTION_KEY) throw new ApiError('Database connection %s does not exist', 0, null, [connection]);
    const list: TableListItem[] = (await appTableComments(ctx.db))
      .filter((t) => !excludeTable.includes(t.table) && matches(quickSearch, t.table, t.comment))
      .map((t) => ({ table: t.table, comment: t.comment ? `${t.table} - ${t.comment}` : t.table, connection: DB_CONNECTION_KEY, prefix: '' }));
    return reply.ok({ list });
  });

  api.get('/admin/ajax/getTablePk', { schema: doc('The primary key of an application table'), config }, async (req, reply) => {
    const pk = await tablePk(ctx.db, req.query.table);
    return reply.ok({ pk });
  });

  api.get('/admin/ajax/getTableFieldList', { schema: doc('The columns of an application table (clean=1: {column: title})'), config }, async (req, reply) => {
    const columns = await tableColumns(ctx.db, req.query.table);
    if (!columns.length) throw tableNotFound();
    const fieldList = req.query.clean
      ? Object.fromEntries(columns.map((c) => [c.column_name, titleOf(c.column_name, c.column_comment)]))
      : Object.fromEntries(columns.map((c) => [c.column_name, c]));
    const answer: TableFieldList = { pk: await tablePk(ctx.db, req.query.table), fieldList };
    return reply.ok(answer);
  });
}
