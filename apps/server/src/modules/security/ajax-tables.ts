import { sql } from 'drizzle-orm';
import { DB_CONNECTION_KEY, securityEndpoints as api, type TableFieldList, type TableListItem } from '@app/contract';
import { action, defineActions } from '../../core/crud/index.ts';
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
 * `/admin/ajax/getTablePk` and `/admin/ajax/getTableFieldList`: the key and columns of one of
 * the application's own tables, read from PostgreSQL's catalog. Any other name, system tables
 * and the tables of secrets included, is 'Data table does not exist'.
 * All four answer only admins holding a page whose forms use them (the CRUD generator, the recycle
 * and sensitive-data rules: their declarations' node); an admin without them learns nothing of the schema.
 */

export const tableAjaxActions = defineActions({
  path: 'ajax',
  actions: {
    getDatabaseConnectionList: action({
      endpoint: api.connections,
      run: async ({ quickSearch }, c) => {
        const [{ name }] = await rows<{ name: string }>(c.db, sql`select current_database() as name`);
        const all = [{ type: 'pgsql', database: maskDatabase(name), key: DB_CONNECTION_KEY }];
        return { list: all.filter((x) => matches(quickSearch, x.key, x.database)) };
      },
    }),

    getTableList: action({
      endpoint: api.tables,
      run: async ({ quickSearch, connection = '', excludeTable = [] }, c) => {
        if (connection !== '' && connection !== DB_CONNECTION_KEY) throw new ApiError('Database connection %s does not exist', 0, null, [connection]);
        const list: TableListItem[] = (await appTableComments(c.db))
          .filter((t) => !excludeTable.includes(t.table) && matches(quickSearch, t.table, t.comment))
          .map((t) => ({ table: t.table, comment: t.comment ? `${t.table} - ${t.comment}` : t.table, connection: DB_CONNECTION_KEY, prefix: '' }));
        return { list };
      },
    }),

    getTablePk: action({
      endpoint: api.tablePk,
      run: async ({ table }, c) => ({ pk: await tablePk(c.db, table) }),
    }),

    getTableFieldList: action({
      endpoint: api.tableFields,
      run: async ({ table, clean }, c): Promise<TableFieldList> => {
        const columns = await tableColumns(c.db, table);
        if (!columns.length) throw tableNotFound();
        const fieldList = clean
          ? Object.fromEntries(columns.map((col) => [col.column_name, titleOf(col.column_name, col.column_comment)]))
          : Object.fromEntries(columns.map((col) => [col.column_name, col]));
        return { pk: await tablePk(c.db, table), fieldList };
      },
    }),
  },
});
