import { describe, expect, it } from 'vitest';
import { PgDialect, pgTable, varchar } from 'drizzle-orm/pg-core';
import { quickSearchCondition, type SearchField } from './search.ts';

const t = pgTable('t', { no: varchar('no', { length: 32 }) });
const no: SearchField = { name: 'no', column: t.no, kind: 'string', ops: new Set(), sort: false, whole: /^\d{6}$/ };
const rendered = (q: string) => new PgDialect().sqlToQuery(quickSearchCondition([no], q)!);

describe('quickSearchCondition', () => {
  it('matches a whole value with equality, other terms by containing them', () => {
    expect(rendered('123456')).toMatchObject({ sql: '"t"."no" = $1', params: ['123456'] });
    expect(rendered('3456')).toMatchObject({ sql: '"t"."no" like $1', params: ['%3456%'] });
    expect(rendered('123456 34').sql).toBe('("t"."no" = $1 and "t"."no" like $2)');
  });
});
