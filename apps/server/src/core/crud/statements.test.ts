import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PgDialect, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { template } from './statements.ts';

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
