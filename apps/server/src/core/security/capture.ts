import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import { securityDataRecycleLog, securitySensitiveDataLog } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { controllerPath } from '../crud/remark.ts';
import type { DeleteCapture, DeletedRow, EditCapture, Snapshot, WriteInterceptor } from '../crud/intercept.ts';
import type { ActionContext, Compiled } from '../crud/types.ts';
import { isPasswordField } from './secret.ts';
import { APP_TABLES } from './tables.ts';
import { rulesFor, type RecycleRule, type SensitiveRule } from './rule-cache.ts';
import { moneyColumns, wireFormOf } from './stored-row.ts';

/**
 * Data recycle and sensitive-data capture (reference 9), fixed: a write interceptor of the CRUD
 * kit, called inside the write's transaction after the write succeeded, with the rows it
 * actually deleted or edited (so scope and data limit already apply), and the log rows commit
 * or roll back with it.
 */


/** What capture needs of a resource: its node prefix (`auth/admin`), table and key, and its money fields (a kit resource's). */
export type CapturedResource = Pick<Compiled, 'controller' | 'tableName' | 'pkName'> & Partial<Pick<Compiled, 'money'>>;
/** What capture needs of an action: who does it, and `db`, the write's transaction when it runs. */
export type CaptureContext = Pick<ActionContext, 'app' | 'admin' | 'req' | 'db'>;

/** A table whose deletes happen outside the CRUD kit but are captured all the same (the config centre). */
export interface OutsideTarget extends CapturedResource {
  /** The admin path, as a rule's `controller` names it: `routine.Config`. */
  path: string;
  /** After a restore wrote rows back: drop the caches built from the table. */
  changed?: () => void;
}

const outsideTargets = new WeakMap<AppContext, OutsideTarget[]>();

/** Declares such a table to the recycle rules (offered in their form); the caller runs `recycleCapture` itself. */
export function recycledOutsideKit(ctx: AppContext, target: Omit<OutsideTarget, 'controller'>): OutsideTarget {
  const t = { ...target, controller: controllerPath(target.path) };
  outsideTargets.set(ctx, [...(outsideTargets.get(ctx) ?? []).filter((o) => o.path !== t.path), t]);
  return t;
}

export const recycledOutsideKitTargets = (ctx: AppContext): readonly OutsideTarget[] => outsideTargets.get(ctx) ?? [];

const who = (c: CaptureContext) => ({
  adminId: c.admin.id,
  ip: c.req.ip.slice(0, 50),
  useragent: String(c.req.headers['user-agent'] ?? '').slice(0, 255),
});

// A rule matches its controller only when it names the resource's own table and key (rules are
// checked on save; this keeps a rule edited behind the API's back from logging the wrong table).
const fits = (r: CapturedResource, rule: { dataTable: string; primaryKey: string }) => rule.dataTable === r.tableName && rule.primaryKey === r.pkName;

/** Rows of one table that belonged to a recycled row and were deleted with it. */
export interface LinkedRows {
  table: string;
  rows: Record<string, unknown>[];
}

/**
 * The recycle capture of a delete on this resource, or undefined when no enabled rule watches
 * it. Call before the transaction; `before` and `deleted` get the transaction's context.
 */
export async function recycleCapture(r: CapturedResource, c: CaptureContext): Promise<DeleteCapture<CaptureContext> | undefined> {
  const { recycle } = await rulesFor(c.app, r.controller);
  if (!recycle || !fits(r, recycle)) return undefined;
  let links = new Map<string, LinkedRows[]>();
  return {
    wholeRows: true,
    before: async (ids, tc) => void (links = await linkedRows(tc, r, ids)),
    deleted: (deleted, tc) => recycleRows(r, tc, recycle, deleted, links),
  };
}

/**
 * The rows of other tables that a delete of these rows cascades to (single-column foreign keys
 * with ON DELETE CASCADE onto this table: an admin's admin_group_access rows), by the deleted
 * row's key as text. Only one level: link tables have no links of their own.
 */
async function linkedRows(c: CaptureContext, r: CapturedResource, ids: readonly unknown[]): Promise<Map<string, LinkedRows[]>> {
  const out = new Map<string, LinkedRows[]>();
  if (!ids.length) return out;
  const fks = await rows<{ link: string; col: string; ref: string }>(
    c.db,
    sql`select cl.relname as link, a.attname as col, fa.attname as ref
        from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
        join pg_attribute fa on fa.attrelid = k.confrelid and fa.attnum = k.confkey[1]
        where k.contype = 'f' and k.confdeltype = 'c' and cardinality(k.conkey) = 1
          and k.confrelid = to_regclass(format('%I.%I', current_schema(), ${r.tableName}::text))
        order by cl.relname, a.attname`,
  );
  const keys = sql.join(ids.map((id) => sql`${String(id)}`), sql`, `);
  for (const fk of fks.filter((f) => APP_TABLES.has(f.link))) {
    const found = await rows<{ owner: string; row: Record<string, unknown> }>(
      c.db,
      sql`select p.${sql.identifier(r.pkName)}::text as owner, to_jsonb(t) as row
          from ${sql.identifier(fk.link)} t join ${sql.identifier(r.tableName)} p on t.${sql.identifier(fk.col)} = p.${sql.identifier(fk.ref)}
          where p.${sql.identifier(r.pkName)}::text in (${keys})`,
    );
    for (const { owner, row } of found) {
      const mine = out.get(owner) ?? [];
      const entry = mine.find((l) => l.table === fk.link) ?? (mine.push({ table: fk.link, rows: [] }), mine[mine.length - 1]);
      entry.rows.push(row);
      out.set(owner, mine);
    }
  }
  return out;
}

async function recycleRows(r: CapturedResource, c: CaptureContext, rule: RecycleRule, deleted: DeletedRow[], links: Map<string, LinkedRows[]>) {
  if (!deleted.length) return;
  const by = who(c);
  await c.db.insert(securityDataRecycleLog).values(
    deleted.map(({ id, row }) => ({
      ...by, recycleId: rule.id, data: wireFormOf(r.tableName, row, moneyColumns(r)), links: links.get(String(id)) ?? [], dataTable: r.tableName, connection: rule.connection, primaryKey: r.pkName,
    })),
  );
}

/** The sensitive-data capture of an edit on this resource, or undefined when no enabled rule watches it. Call before the transaction. */
export async function sensitiveCapture(r: Compiled, c: ActionContext): Promise<EditCapture | undefined> {
  const { sensitive } = await rulesFor(c.app, r.controller);
  if (!sensitive || !fits(r, sensitive)) return undefined;
  // Only real columns (names reach SQL as identifiers), never the key itself.
  const fields = Object.keys(sensitive.dataFields ?? {}).filter((f) => r.columns.has(f) && f !== r.pkName);
  if (!fields.length) return undefined;
  // Watched values as text (PostgreSQL's own text form, which rollback casts back).
  const read = async (id: unknown, c: ActionContext): Promise<Snapshot> => {
    const list = sql.join(fields.map((f, i) => sql`${sql.identifier(f)}::text as ${sql.identifier(`c${i}`)}`), sql`, `);
    const [row] = await rows<Record<string, string | null>>(c.db, sql`select ${list} from ${r.table} where ${r.pk} = ${id}`);
    return new Map(fields.map((f, i) => [f, row ? row[`c${i}`] : null]));
  };
  // Each column whose value differs after the update is logged.
  return { before: read, after: async (id, before, tc) => logChanges(r, tc, sensitive, id, before, await read(id, tc)) };
}

/** Both captures, as the interceptor the data-security area adds to the kit's writes. */
export const dataSecurityInterceptor: WriteInterceptor = { del: recycleCapture, edit: sensitiveCapture };

async function logChanges(r: Compiled, c: ActionContext, rule: SensitiveRule, id: unknown, before: Snapshot, after: Snapshot) {
  const by = who(c);
  const changes = [...after]
    .filter(([field, value]) => value !== before.get(field))
    // A password left empty is not a change of password (the kit's resources keep the old hash then).
    .filter(([field, value]) => !(isPasswordField(field) && !value))
    .map(([field, value]) => ({
      ...by,
      sensitiveId: rule.id,
      dataTable: r.tableName,
      connection: rule.connection,
      primaryKey: r.pkName,
      dataField: field,
      dataComment: String(rule.dataFields[field] ?? '').slice(0, 50),
      idValue: String(id),
      // Password hashes are kept (rollback needs them) but never leave the API: see maskedValue.
      before: before.get(field) ?? null,
      after: value,
    }));
  if (changes.length) await c.db.insert(securitySensitiveDataLog).values(changes);
}
