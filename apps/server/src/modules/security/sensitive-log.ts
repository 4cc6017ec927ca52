import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { securityEndpoints as api, sensitiveLogDescription } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import type { Lang } from '../../core/i18n/index.ts';
import { seededText } from '../../core/i18n/seeded.ts';
import { action, defineResource, described, join, joinedFields, recordNotFound, rowScope, type ActionContext, type ActionRunContext, type Compiled, type Row } from '../../core/crud/index.ts';
import { isPasswordField, isSecret } from '../../core/security/secret.ts';
import { appTable, tableColumns } from '../../core/security/tables.ts';
import { rows } from '../../db/client.ts';
import { admin, securitySensitiveData, securitySensitiveDataLog as log } from '../../db/schema/index.ts';
import { ident, masked, resourceOfTable, touchedTables } from './log-actions.ts';

/** Secret values (password hashes, salts, tokens) are kept for rollback, shown as `******`. */
const maskRow = <R extends Row>(row: R): R => (isSecret(String(row.data_field)) ? { ...row, before: masked(row.before), after: masked(row.after) } : row);

/**
 * The rule's name and the field's title (copied from the rule when the change was logged) as the
 * reader reads them: seeded texts in their language, an operator's own as typed.
 */
function shownTexts<R extends Row>(lang: Lang, row: R): R {
  const rule = row.sensitive as { name?: unknown } | null | undefined;
  return {
    ...row,
    data_comment: seededText(lang, String(row.data_comment ?? '')),
    sensitive: rule && typeof rule.name === 'string' ? { ...rule, name: seededText(lang, rule.name) } : rule,
  };
}

/** `/admin/security.SensitiveDataLog/*` (reference 9.4): changes of watched fields; info, rollback and del. */
export const sensitiveDataLogResource = defineResource({
  ...described(sensitiveLogDescription),
  table: log,
  joins: {
    sensitive: join(securitySensitiveData, (t) => eq(log.sensitiveId, t.id), joinedFields(sensitiveLogDescription, 'sensitive')),
    admin: join(admin, (t) => eq(log.adminId, t.id), joinedFields(sensitiveLogDescription, 'admin')),
  },
  // A non-super admin sees the changes they (or admins below them) made.
  dataLimit: { mode: 'allAuthAndOthers', field: 'admin_id', autoFill: false },
  add: false,
  edit: false,
  hooks: { rows: (list, c) => list.map((row) => shownTexts(c.req.lang, maskRow(row))) },
  actions: {
    info: action({
      endpoint: api.sensitiveInfo,
      run: async ({ id }, c, { resource }) => ({ row: await info(resource, c, id) }),
    }),
    rollback: action({
      endpoint: api.rollback,
      message: 'Rollback successful',
      run: async ({ ids }, c, { resource }) => (await rollback(resource, c, ids), null),
    }),
  },
});

async function info(r: Compiled, c: ActionContext, id: number) {
  const [row] = await c.db
    .select({ log, sensitive: { name: securitySensitiveData.name, controller_as: securitySensitiveData.controllerAs }, admin: { nickname: admin.nickname, username: admin.username } })
    .from(log)
    .leftJoin(securitySensitiveData, eq(log.sensitiveId, securitySensitiveData.id))
    .leftJoin(admin, eq(log.adminId, admin.id))
    .where(and(eq(log.id, id), await rowScope(r, c)));
  if (!row) throw recordNotFound();
  const l = row.log;
  return shownTexts(c.req.lang, maskRow({
    id: l.id,
    admin_id: l.adminId,
    sensitive_id: l.sensitiveId,
    data_table: l.dataTable,
    primary_key: l.primaryKey,
    data_field: l.dataField,
    data_comment: l.dataComment,
    id_value: l.idValue,
    before: l.before,
    after: l.after,
    ip: l.ip,
    useragent: l.useragent,
    create_time: Math.floor((l.createTime?.getTime() ?? 0) / 1000),
    sensitive: row.sensitive ?? { name: null, controller_as: null },
    admin: row.admin ?? { nickname: null, username: null },
  }));
}

const ARGON2 = '$argon2';

/**
 * Writes each change's `before` back, newest first, in one transaction, and deletes its log.
 * Refused with the field named when the value changed since (it no longer equals `after`), the
 * record is gone, or a non-super admin may no longer touch the record. A password goes back only
 * when both hashes are argon2id (the salt is inside them): an old salted md5 hash would not
 * match the salt column any more, so it is refused rather than restored broken.
 */
async function rollback(r: Compiled, c: ActionRunContext, ids: number[]): Promise<number> {
  const touched = touchedTables(c);
  const logs = await c.db.select().from(log).where(and(inArray(log.id, ids), await rowScope(r, c))).orderBy(desc(log.id)).for('update');
  if (!logs.length) throw new ApiError('No rows were rollback');
  for (const l of logs) {
    const table = appTable(l.dataTable);
    const columns = await tableColumns(c.db, table);
    const field = columns.find((col) => col.column_name === l.dataField);
    const pk = columns.find((col) => col.column_name === l.primaryKey);
    const label = seededText(c.req.lang, l.dataComment) || l.dataField;
    if (!field || !pk) throw new ApiError('The field %s of %s no longer exists', 0, null, [l.dataField, table]);
    if (isPasswordField(l.dataField) && !(l.before?.startsWith(ARGON2) && l.after?.startsWith(ARGON2))) {
      throw new ApiError('The change of %s (%s=%s) cannot be rolled back: the old password depends on a salt', 0, null, [label, l.primaryKey, l.idValue]);
    }
    const key = sql`${ident(pk.column_name)} = cast(${l.idValue} as ${sql.raw(pk.column_type)})`;
    const [current] = await rows(c.db, sql`select 1 from ${ident(table)} where ${key} for update`);
    if (!current) throw new ApiError('The record %s=%s of %s no longer exists', 0, null, [l.primaryKey, l.idValue, table]);
    // A non-super admin rolls back only records the table's own resource lets them touch.
    const owner = resourceOfTable(c, table);
    const scope = owner && !c.isSuper ? await rowScope(owner, c) : undefined;
    if (scope) {
      const [ok] = await c.db.select({ one: sql`1` }).from(owner!.table).where(and(sql`${owner!.pk} = cast(${l.idValue} as ${sql.raw(pk.column_type)})`, scope));
      if (!ok) throw new ApiError('You have no permission');
    }
    // The value as PostgreSQL's text of it, cast back to the column's type.
    const col = ident(field.column_name);
    const updated = await rows(
      c.db,
      sql`update ${ident(table)} set ${col} = cast(${l.before} as ${sql.raw(field.column_type)})
          where ${key} and ${col}::text is not distinct from ${l.after} returning 1`,
    );
    if (!updated.length) throw new ApiError('%s of %s=%s has changed since, it cannot be rolled back', 0, null, [label, l.primaryKey, l.idValue]);
    await c.db.delete(log).where(eq(log.id, l.id));
    touched.add(table);
  }
  return logs.length;
}
