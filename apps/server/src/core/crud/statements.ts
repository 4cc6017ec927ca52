import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/**
 * List statements built once per shape and run with each request's values. Drizzle writes a
 * query's SQL on every run, walking every selected column of the table and its joins: on the
 * order list (40 columns) that was most of the Node time of a request. A list's shape is its
 * resource and kind, its order, and the text of its WHERE, whose values become placeholders, so
 * that every page of every search of the same form shares one built statement.
 */

/** What a built statement needs at run time: its placeholders' values. */
export type Values = Record<string, unknown>;

export interface Runnable<T> {
  execute(values?: Values): Promise<T[]>;
}

/** A WHERE as its text (the cache key) and as SQL with a placeholder for each value, with those values. */
export interface Template {
  /** Undefined when the WHERE cannot be templated: then `where` is the WHERE itself, built for its request alone. */
  key: string | undefined;
  where: SQL | undefined;
  values: Values;
}

/** The same SQL text the query builders write (drizzle's PostgreSQL dialect, no casing). */
const dialect = new PgDialect();

/**
 * The template of a WHERE. One whose text holds a `$n` that is not one of its values in order (a
 * literal in raw SQL) is kept as it is, without a key.
 */
export function template(where: SQL | undefined): Template {
  if (!where) return { key: '', where: undefined, values: {} };
  const { sql: text, params } = dialect.sqlToQuery(where);
  // odd parts are the numbers of `$n`, which drizzle writes in order from 1
  const parts = text.split(/\$(\d+)/);
  const inOrder = parts.every((part, i) => i % 2 === 0 || Number(part) === (i + 1) / 2);
  if (!inOrder || (parts.length - 1) / 2 !== params.length) return { key: undefined, where, values: {} };
  const chunks = parts.map((part, i) => (i % 2 ? sql.placeholder(part) : sql.raw(part)));
  return { key: text, where: sql.join(chunks), values: Object.fromEntries(params.map((v, i) => [String(i + 1), v])) };
}

/** A select of drizzle: run as it is (its SQL written for the run), or prepared (written once). */
interface Preparable<T> extends Runnable<T> {
  prepare(name: string): Runnable<T>;
  toSQL(): { sql: string; params: unknown[] };
}

/** Built statements by database (a transaction's would run on its connection), resource, and shape. */
const built = new WeakMap<Db, WeakMap<object, Map<string, Runnable<unknown>>>>();
/** Shapes kept per resource; past it the cache starts again (shapes are few: search forms × orders). */
const BUILT_MAX = 500;

function shapesOf(db: Db, owner: object): Map<string, Runnable<unknown>> {
  let owners = built.get(db);
  if (!owners) built.set(db, (owners = new WeakMap()));
  let shapes = owners.get(owner);
  if (!shapes) owners.set(owner, (shapes = new Map()));
  return shapes;
}

/** A number for each owner (a compiled resource): a resource compiled again (the CRUD generator's) names its statements anew. */
const owners = new WeakMap<object, number>();
let lastOwner = 0;
const ownerNumber = (owner: object) => owners.get(owner) ?? (owners.set(owner, ++lastOwner), lastOwner);

/**
 * The statement of a shape of `owner`'s lists, built by `build` the first time; without a key,
 * built for this run alone. A statement with values (placeholders) is unnamed (`''`):
 * PostgreSQL plans every run with its values; a named one would move to a generic plan after
 * five runs, whatever the selectivity of the values (a rare status, a wide range).
 *
 * A statement without any value (an unfiltered first page, its limit written into its text) has
 * one best plan, whatever the request: it is named after its owner and text, and each pool
 * connection plans it once. Planning a page that joins two tables cost PostgreSQL 0.3–0.6 ms
 * against 0.2 ms to run it (the order list on a million orders). On the embedded database the
 * name is ignored.
 *
 * `oneBestPlan`: the caller knows that the statement's values cannot change its best plan (a
 * first page walked from an index whatever the values, list.ts `walkedByIndex`): it is named
 * too, and PostgreSQL plans it with its values on a connection's first five runs, then keeps
 * a generic plan when that costs no more.
 */
export function statement<T>(db: Db, owner: object, key: string | undefined, build: () => Preparable<T>, oneBestPlan = false): Runnable<T> {
  if (key === undefined) return build();
  const shapes = shapesOf(db, owner);
  let s = shapes.get(key) as Runnable<T> | undefined;
  if (!s) {
    if (shapes.size >= BUILT_MAX) shapes.clear();
    const query = build();
    const { sql: text, params } = query.toSQL();
    s = query.prepare(params.length && !oneBestPlan ? '' : `kit${ownerNumber(owner)}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`);
    shapes.set(key, s);
  }
  return s;
}

/**
 * A LIMIT or OFFSET written into a statement's text rather than bound: drizzle's `limit()` and
 * `offset()` take SQL as they take a placeholder (their types say number or placeholder only).
 */
export const literalCount = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;
