import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tableQuery, type TableFieldList } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { tableColumns, tableNotFound, tablePk } from '../../core/security/tables.ts';

/** A column's title: its comment up to the first ':' (reference 11.7), or its name. */
const titleOf = (name: string, comment: string) => comment.split(':')[0].trim() || name;

/**
 * `/admin/ajax/getTablePk` and `/admin/ajax/getTableFieldList` (login only): the key and columns
 * of one of the application's own tables, read from PostgreSQL's catalog. Any other name,
 * system tables and the tables of secrets included, is 'Data table does not exist'.
 */
export function tableAjaxRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'admin' as const, permission: false as const };
  const doc = (summary: string) => ({ tags: ['ajax'], summary, security: [{ batoken: [] }], querystring: tableQuery });

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
