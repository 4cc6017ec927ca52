import { describe, expect, it } from 'vitest';
import { integer, PgDialect, pgTable, varchar } from 'drizzle-orm/pg-core';
import { quickSearchCondition, type SearchField } from './search.ts';

const t = pgTable('t', { id: integer('id'), no: varchar('no', { length: 32 }) });
const id: SearchField = { name: 'id', column: t.id, kind: 'int', ops: new Set(), sort: false };
const no: SearchField = { name: 'no', column: t.no, kind: 'string', ops: new Set(), sort: false, whole: /^\d{6}$/ };
const rendered = (q: string, fields = [no]) => new PgDialect().sqlToQuery(quickSearchCondition(fields, q)!);

describe('quickSearchCondition', () => {
  it('matches a whole value with equality, other terms by containing them', () => {
    expect(rendered('123456')).toMatchObject({ sql: '"t"."no" = $1', params: ['123456'] });
    expect(rendered('3456')).toMatchObject({ sql: '"t"."no" like $1', params: ['%3456%'] });
    expect(rendered('123456 34').sql).toBe('("t"."no" = $1 and "t"."no" like $2)');
  });

  it('leaves an integer field out of a term its text cannot hold, and matches nothing when no field can', () => {
    expect(rendered('-12', [id, no])).toMatchObject({ sql: '(cast("t"."id" as text) like $1 or "t"."no" like $2)', params: ['%-12%', '%-12%'] });
    expect(rendered('m777', [id, no])).toMatchObject({ sql: '"t"."no" ilike $1', params: ['%m777%'] });
    expect(rendered('1.5 m', [id]).sql).toBe('(false and false)');
  });
});
