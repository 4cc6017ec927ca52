import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PgDialect, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { literalCount, statement, template } from './statements.ts';
import type { Db } from '../../db/client.ts';

const t = pgTable('t', { a: integer('a'), at: timestamp('at', { withTimezone: true }) });
const dialect = new PgDialect();

describe('template', () => {
  it('keys a WHERE by its text and gives its values, as the columns store them, to its placeholders', () => {
    const at = new Date('2024-01-02T03:04:05Z');
    const tp = template(and(eq(t.a, 5), eq(t.at, at)));
    expect(tp.key).toBe('("t"."a" = $1 and "t"."at" = $2)');
    expect(tp.values).toEqual({ 1: 5, 2: at.toISOString() });
    expect(dialect.sqlToQuery(tp.where!).params).toHaveLength(2);
    expect(template(and(eq(t.a, 6), eq(t.at, new Date()))).key).toBe(tp.key);
  });

  it('keeps a WHERE whose text holds a $n of its own as it is, without a key', () => {
    const where = sql`${t.a} = 1 and '$1' <> ''`;
    expect(template(where)).toEqual({ key: undefined, where, values: {} });
    expect(template(undefined)).toEqual({ key: '', where: undefined, values: {} });
  });
});

describe('statement', () => {
  /** A stand-in for a drizzle select: records the names it is prepared under. */
  const builder = (text: string, names: string[], params: unknown[] = []) => () => ({
    toSQL: () => ({ sql: text, params }),
    execute: async () => [],
    prepare: (name: string) => (names.push(name), { execute: async () => [] }),
  });
  const db = {} as Db;

  it('builds a shape once; a statement with values stays unnamed, so PostgreSQL plans each run with its values', () => {
    const names: string[] = [];
    const owner = {};
    const a = statement(db, owner, 'k1', builder('select 1 where a = $1', names, [5]));
    expect(statement(db, owner, 'k1', builder('select 1 where a = $1', names, [5]))).toBe(a);
    expect(names).toEqual(['']);
  });

  it('names a statement without values after its owner and text, so each connection plans it once', () => {
    const names: string[] = [];
    const [one, other] = [{}, {}];
    statement(db, one, 'a', builder('select 1 limit 10', names));
    statement(db, one, 'b', builder('select 1 limit 20', names));
    statement(db, other, 'a', builder('select 1 limit 10', names));
    statement(new Object() as Db, one, 'a', builder('select 1 limit 10', names));
    const [first, secondText, secondOwner, otherDb] = names;
    expect(first).toMatch(/^kit\d+_[0-9a-f]{20}$/);
    expect(secondText).not.toBe(first);
    expect(secondOwner).not.toBe(first); // a resource compiled again names its statements anew
    expect(otherDb).toBe(first); // the same statement on another database (a transaction) has the same name
  });

  it('names a statement with values when its caller says its values cannot change its plan (a walked first page)', () => {
    const names: string[] = [];
    const owner = {};
    statement(db, owner, 'walked', builder('select 1 where a = $1 limit 10', names, [5]), true);
    statement(db, owner, 'planned', builder('select 1 where a = $1 limit 10', names, [5]));
    expect(names[0]).toMatch(/^kit\d+_[0-9a-f]{20}$/);
    expect(names[1]).toBe('');
  });

  it('writes a limit into the text', () => {
    expect(dialect.sqlToQuery(sql`select 1 limit ${literalCount(25)}`)).toEqual({ sql: 'select 1 limit 25', params: [] });
  });
});
