import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recycleLogDescription, securityEndpoints as api, type JsonValue } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { seededText } from '../../core/i18n/seeded.ts';
import { action, defineResource, described, join, joinedFields, recordNotFound, rowScope, type ActionContext, type ActionRunContext, type Compiled, type Row } from '../../core/crud/index.ts';
import { appTable, tableColumns } from '../../core/security/tables.ts';
import type { LinkedRows } from '../../core/security/capture.ts';
import { rows } from '../../db/client.ts';
import { admin, securityDataRecycle, securityDataRecycleLog as log } from '../../db/schema/index.ts';
import { isSecret } from '../../core/security/secret.ts';
import { moneyColumns, tableFormOf, wireFormOf } from '../../core/security/stored-row.ts';
import { ident, masked, resourceOfTable, touchedTables } from './log-actions.ts';
import { driverError } from '../../core/crud/db-errors.ts';

/** `/admin/security.DataRecycleLog/*` (reference 9.2): deleted rows; info, restore and del. */
export const dataRecycleLogResource = defineResource({
  ...described(recycleLogDescription),
  table: log,
  // The rows deleted with it are restore's alone; the row itself is listed as JSON text, masked.
  hidden: ['links'],
  joins: {
    recycle: join(securityDataRecycle, (t) => eq(log.recycleId, t.id), joinedFields(recycleLogDescription, 'recycle')),
    admin: join(admin, (t) => eq(log.adminId, t.id), joinedFields(recycleLogDescription, 'admin')),
  },
  // A non-super admin sees the rows they (or admins below them) deleted: those they were allowed to touch.
  dataLimit: { mode: 'allAuthAndOthers', field: 'admin_id', autoFill: false },
  add: false,
  edit: false,
  hooks: {
    rows: (list, c) => list.map((row) => ({ ...row, recycle: shownRule(c, row.recycle), data: JSON.stringify(shownData(c, String(row.data_table), row.data as Row)) })),
  },
  actions: {
    info: action({
      endpoint: api.recycleInfo,
      run: async ({ id }, c, { resource }) => ({ row: await info(resource, c, id) }),
    }),
    restore: action({
      endpoint: api.restore,
      message: 'Restore successful',
      run: async ({ ids }, c, { resource }) => (await restore(resource, c, ids), null),
    }),
  },
});

/** The joined rule with its seeded name in the reader's language (an operator's name as typed; none when the rule is gone). */
function shownRule<R>(c: ActionContext, rule: R): R {
  const name = (rule as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' ? { ...rule, name: seededText(c.req.lang, name) } : rule;
}

/** A recycled row as it is shown: in wire form (rows kept before it was stored so, too), secrets masked. */
function shownData(c: ActionContext, table: string, data: Row): Row {
  const wire = wireFormOf(table, data, moneyColumns(resourceOfTable(c, table)));
  return Object.fromEntries(Object.entries(wire).map(([k, v]) => [k, isSecret(k) ? masked(v) : v]));
}

/** The logs among `ids` this admin may act on, oldest first, locked. */
async function permittedLogs(r: Compiled, c: ActionContext, ids: number[]) {
  return c.db.select().from(log).where(and(inArray(log.id, ids), await rowScope(r, c))).orderBy(asc(log.id)).for('update');
}

/** `info?id=` → `{row}`: the log with the deleted row, secrets masked. */
async function info(r: Compiled, c: ActionContext, id: number) {
  const [row] = await c.db
    .select({ log, recycle: { name: securityDataRecycle.name, controller_as: securityDataRecycle.controllerAs }, admin: { nickname: admin.nickname, username: admin.username } })
    .from(log)
    .leftJoin(securityDataRecycle, eq(log.recycleId, securityDataRecycle.id))
    .leftJoin(admin, eq(log.adminId, admin.id))
    .where(and(eq(log.id, id), await rowScope(r, c)));
  if (!row) throw recordNotFound();
  const { log: l } = row;
  // the row was stored as JSON
  const data = shownData(c, l.dataTable, l.data as Row) as Record<string, JsonValue>;
  return {
    id: l.id,
    admin_id: l.adminId,
    recycle_id: l.recycleId,
    data_table: l.dataTable,
    primary_key: l.primaryKey,
    ip: l.ip,
    useragent: l.useragent,
    create_time: Math.floor((l.createTime?.getTime() ?? 0) / 1000),
    recycle: shownRule(c, row.recycle ?? { name: null, controller_as: null }),
    admin: row.admin ?? { nickname: null, username: null },
    data,
  };
}

/**
 * Puts back the rows that went with a recycled row (its ON DELETE CASCADE links). A link whose
 * other end is gone meanwhile (a deleted group) or that exists again is skipped, each in its own
 * savepoint, so the rest of the restore goes on.
 */
async function restoreLinks(c: ActionContext, links: LinkedRows[], touched: Set<string>) {
  for (const link of links) {
    const table = appTable(link.table);
    const names = (await tableColumns(c.db, table)).map((col) => col.column_name);
    for (const row of link.rows) {
      const list = sql.join(names.filter((name) => name in row).map(ident), sql`, `);
      const record = sql`jsonb_populate_record(null::${ident(table)}, ${JSON.stringify(row)}::jsonb)`;
      try {
        await c.db.transaction((sp) => sp.execute(sql`insert into ${ident(table)} (${list}) select ${list} from ${record}`));
      } catch (e) {
        if (!['23503', '23505'].includes(driverError(e).code)) throw e;
      }
    }
    touched.add(table);
  }
}

const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint']);

/**
 * Puts each recycled row back into its table with its original key, in one transaction, and
 * deletes its log. A key that is taken again, or another unique value now in use, refuses the
 * whole restore with an error naming the record. A serial key's sequence is moved past it.
 */
async function restore(r: Compiled, c: ActionRunContext, ids: number[]): Promise<number> {
  const touched = touchedTables(c);
  const logs = await permittedLogs(r, c, ids);
  if (!logs.length) throw new ApiError('No rows were restore');
  for (const l of logs) {
    const table = appTable(l.dataTable);
    const columns = await tableColumns(c.db, table);
    const pk = columns.find((col) => col.column_name === l.primaryKey);
    const data = tableFormOf(table, l.data as Row, moneyColumns(resourceOfTable(c, table)));
    const key = data[l.primaryKey];
    if (!pk || key === undefined || key === null) throw new ApiError('The recycled record of %s has no primary key', 0, null, [table]);
    const json = JSON.stringify(data);
    // PostgreSQL turns the JSON back into the table's row type: every column type converts as it was read.
    const record = sql`jsonb_populate_record(null::${ident(table)}, ${json}::jsonb)`;
    const [taken] = await rows(c.db, sql`select 1 from ${ident(table)} where ${ident(pk.column_name)} = (select p.${ident(pk.column_name)} from ${record} p)`);
    if (taken) throw new ApiError('The record %s=%s already exists in %s, it cannot be restored', 0, null, [l.primaryKey, String(key), table]);
    const names = columns.map((col) => col.column_name).filter((name) => name in data);
    const list = sql.join(names.map(ident), sql`, `);
    try {
      await c.db.execute(sql`insert into ${ident(table)} (${list}) select ${list} from ${record}`);
    } catch (e) {
      // The transaction is lost anyway: the whole restore is refused with the record named.
      if (driverError(e).code !== '23505') throw e;
      throw new ApiError('The record %s=%s of %s cannot be restored: another record holds one of its unique values', 0, null, [l.primaryKey, String(key), table]);
    }
    if (INTEGER_TYPES.has(pk.data_type)) {
      const col = ident(pk.column_name);
      await c.db.execute(sql`
        select setval(s.seq, s.mx) from (
          select pg_get_serial_sequence(${table}, ${pk.column_name}) as seq, (select max(${col}) from ${ident(table)}) as mx
        ) s where s.seq is not null and s.mx > coalesce(pg_sequence_last_value(s.seq::regclass), 0)`);
    }
    await restoreLinks(c, l.links as LinkedRows[], touched);
    await c.db.delete(log).where(eq(log.id, l.id));
    touched.add(table);
  }
  return logs.length;
}

