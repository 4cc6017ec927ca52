import { and, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { COUNT_REUSE_MS } from './kept-counts.ts';
import type { OrderKey } from './search.ts';

/**
 * Remembered page boundaries (crud README: Totals and deep pages). A deep page skips `offset`
 * keys of its order in the index; page 5,000 of a million rows skips 50,000 of them on every
 * request. Each deep page served leaves two marks: the order's values at its first row and at
 * its last, by their offsets. A later page of the same list (resource, WHERE with its values,
 * order) seeks to the nearest mark at or before its offset and skips only the rest: the same
 * page again, the next page, a page a little further on.
 *
 * Marks live as long as kept counts (COUNT_REUSE_MS) on the instance that made them, and the
 * kit's own writes to the resource drop them at once (afterKitWrite). A write from elsewhere in
 * those 2 s moves rows by as many places as it added or removed before the mark, as it would
 * between two requests of a client paging on; the rows are read fresh.
 *
 * The order's values travel as PostgreSQL's text of them, which reads back exactly (times to the
 * microsecond, numbers in full); only orders on the table's own NOT NULL columns are marked.
 */

/** Marks kept per list; past it the oldest goes. */
const MARKS_PER_LIST = 64;
/** Lists with marks kept per resource; past it the resource's are dropped. */
const LISTS_MAX = 500;

interface Mark {
  at: number;
  values: string[];
}

const kept = new WeakMap<object, Map<string, Map<number, Mark>>>();

/** Whether a list's order can be marked: its columns the table's own, none of them nullable. */
export const markable = (table: unknown, keys: readonly OrderKey[]): boolean => keys.every((k) => k.column.table === table && k.column.notNull);

/** The select shape that reads the order's values of a row, as text (`$k0`, `$k1`, …). */
export const markShape = (keys: readonly OrderKey[]): Record<string, SQL> =>
  Object.fromEntries(keys.map((k, i) => [markField(i), sql<string>`cast(${k.column} as text)`]));

const markField = (i: number) => `$k${i}`;
const markValue = (i: number) => `mark${i}`;

/**
 * Rows at or after a mark in the order of `keys`, the mark's values as placeholders
 * (`mark0`, …): `k0 ≥ v0 AND (k0 > v0 OR (k1 ≥ v1 AND (k1 > v1 OR …)))`, each comparison turned
 * for a descending key. The first conjunct is the index's range; the rest settles ties.
 */
export function atOrAfterMark(keys: readonly OrderKey[]): SQL {
  const step = (i: number): SQL => {
    const { column, dir } = keys[i];
    const v = sql.placeholder(markValue(i));
    const from = dir === 'asc' ? gte(column, v) : lte(column, v);
    if (i === keys.length - 1) return from;
    const past = dir === 'asc' ? gt(column, v) : lt(column, v);
    return and(from, or(past, step(i + 1)))!;
  };
  return step(0);
}

/** The nearest fresh mark at or before `offset`, as the placeholders' values and the rows left to skip. */
export function nearestMark(resource: object, list: string, offset: number): { skip: number; values: Record<string, string> } | undefined {
  const marks = kept.get(resource)?.get(list);
  if (!marks) return undefined;
  let best: number | undefined;
  const now = Date.now();
  for (const [at, mark] of marks) {
    if (at <= offset && (best === undefined || at > best) && now - mark.at < COUNT_REUSE_MS) best = at;
  }
  if (best === undefined) return undefined;
  return { skip: offset - best, values: Object.fromEntries(marks.get(best)!.values.map((v, i) => [markValue(i), v])) };
}

/** Marks the first and last rows of a page read at `offset` (rows carrying `markShape`'s fields). */
export function markPage(resource: object, list: string, offset: number, rows: readonly Record<string, unknown>[], keyCount: number): void {
  if (rows.length === 0) return;
  let lists = kept.get(resource);
  if (!lists) kept.set(resource, (lists = new Map()));
  let marks = lists.get(list);
  if (!marks) {
    if (lists.size >= LISTS_MAX) lists.clear();
    lists.set(list, (marks = new Map()));
  }
  const at = Date.now();
  for (const [i, row] of [[0, rows[0]], [rows.length - 1, rows[rows.length - 1]]] as const) {
    const values = Array.from({ length: keyCount }, (_, k) => String(row[markField(k)]));
    marks.delete(offset + i);
    if (marks.size >= MARKS_PER_LIST) marks.delete(marks.keys().next().value!);
    marks.set(offset + i, { at, values });
  }
}

/** After the kit wrote to the resource: its rows may have moved. */
export function forgetMarks(resource: object): void {
  kept.delete(resource);
}
