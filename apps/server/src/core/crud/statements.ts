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

/**
 * The statement of a shape of `owner`'s lists, built by `build` the first time; without a key,
 * built for this run alone. Unnamed (`''`): PostgreSQL still plans every run with its values, as
 * before; a named one would move to a generic plan after five runs, whatever the selectivity of
 * the values (a rare status, a wide range).
 */
export function statement<T>(db: Db, owner: object, key: string | undefined, build: () => Preparable<T>): Runnable<T> {
  if (key === undefined) return build();
  const shapes = shapesOf(db, owner);
  let s = shapes.get(key) as Runnable<T> | undefined;
  if (!s) {
    if (shapes.size >= BUILT_MAX) shapes.clear();
    s = build().prepare('');
    shapes.set(key, s);
  }
  return s;
}
