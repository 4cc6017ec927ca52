import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memoColumnsSql } from './stored.ts';

const dialect = new PgDialect();

describe('memoColumnsSql', () => {
  it('writes the literal around the arguments in their order, and the message with them', () => {
    // a key no pack holds renders as itself
    const { memo, memoI18n } = memoColumnsSql('Moved %s to %s here', sql`a.x`, sql`b.y`);
    const literal = dialect.sqlToQuery(memo);
    expect(literal.sql).toBe('left($1::text || (a.x)::text || $2::text || (b.y)::text || $3::text, 255)');
    expect(literal.params).toEqual(['Moved ', ' to ', ' here']);
    const stored = dialect.sqlToQuery(memoI18n);
    expect(stored.sql).toBe("jsonb_build_object('key', $1::text, 'args', jsonb_build_array(a.x, b.y))");
    expect(stored.params).toEqual(['Moved %s to %s here']);
  });
});
