import { and, eq, ne, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { selectFrom } from './query.ts';

/** A value no two rows may share, and the message that refuses it. */
export interface UniqueField {
  key: string;
  column: AnyPgColumn;
  message: string;
}

/** Username, e-mail and mobile of an account table (admins, members). */
export const accountUniqueFields = (t: { username: AnyPgColumn; email: AnyPgColumn; mobile: AnyPgColumn }): UniqueField[] => [
  { key: 'username', column: t.username, message: 'Username already exists' },
  { key: 'email', column: t.email, message: 'Email already exists' },
  { key: 'mobile', column: t.mobile, message: 'Mobile already exists' },
];

/**
 * Refuses a value another row already holds, with its field's message (the first in the order
 * given); empty values are not checked. One query for every field. Unique indexes, where there
 * are any, stay the last word under concurrency; this gives the clear message first.
 */
export async function refuseTaken(
  db: Db,
  table: PgTable,
  id: AnyPgColumn,
  fields: readonly UniqueField[],
  values: Record<string, unknown>,
  exceptId = 0,
): Promise<void> {
  const given = fields.filter((f) => values[f.key] !== undefined && values[f.key] !== null && values[f.key] !== '');
  if (!given.length) return;
  const columns = Object.fromEntries(given.map((f) => [f.key, f.column]));
  const taken: Record<string, unknown>[] = await selectFrom(db, columns, table).where(and(or(...given.map((f) => eq(f.column, values[f.key]))), ne(id, exceptId)));
  const hit = given.find((f) => taken.some((row) => row[f.key] === values[f.key]));
  if (hit) throw new ApiError(hit.message);
}
