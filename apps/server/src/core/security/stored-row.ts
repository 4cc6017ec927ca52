import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { centsOf, toFlag, yuanOf } from '@app/contract';
import * as schema from '../../db/schema/index.ts';
import { kindOf, type ColumnKind } from '../crud/columns.ts';

/**
 * A recycled row is kept in wire form, as the reference keeps its rows (its database holds them
 * so): times as unix seconds, on/off columns as '1'/'0', money as yuan strings. Shown as it is
 * (info, the list's `data`), and turned back into the table's own form when restored.
 */

type Row = Record<string, unknown>;

/** The kind of each column (database name) of each application table that needs converting. */
const KINDS: ReadonlyMap<string, ReadonlyMap<string, ColumnKind>> = new Map(
  (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => [getTableName(t), new Map(Object.values(getTableColumns(t)).map((col) => [col.name, kindOf(col)] as const))] as const),
);

/** The row as the wire carries it; `money`: its money columns. Values already in wire form stay (rows kept before wire form). */
export function wireFormOf(table: string, row: Row, money: readonly string[]): Row {
  const kinds = KINDS.get(table);
  const out: Row = {};
  for (const [name, v] of Object.entries(row)) {
    const kind = kinds?.get(name);
    if (kind === 'time' && typeof v === 'string' && !Number.isNaN(Date.parse(v))) out[name] = Math.floor(Date.parse(v) / 1000);
    else if (kind === 'boolean' && typeof v === 'boolean') out[name] = toFlag(v);
    else if (money.includes(name) && typeof v === 'number') out[name] = yuanOf(v);
    else out[name] = v;
  }
  return out;
}

/** The row as its table stores it (what `jsonb_populate_record` reads), from wire form or the form kept before it. */
export function tableFormOf(table: string, row: Row, money: readonly string[]): Row {
  const kinds = KINDS.get(table);
  const out: Row = {};
  for (const [name, v] of Object.entries(row)) {
    const kind = kinds?.get(name);
    if (kind === 'time' && typeof v === 'number') out[name] = new Date(v * 1000).toISOString();
    else if (kind === 'boolean' && (v === '1' || v === '0')) out[name] = v === '1';
    else if (money.includes(name) && typeof v === 'string') out[name] = centsOf(v) ?? v;
    else out[name] = v;
  }
  return out;
}

/** The own money columns of a kit resource (none for a table recycled outside the kit). */
export const moneyColumns = (r: { money?: readonly { alias?: string; name: string }[] } | undefined): string[] =>
  (r?.money ?? []).filter((m) => m.alias === undefined).map((m) => m.name);
