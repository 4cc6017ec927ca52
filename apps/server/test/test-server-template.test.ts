import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, TEST_ADMIN, type TestServer } from './helpers.ts';

/**
 * The test servers' own start (test/global-setup.ts): a copy of the database migrated and seeded
 * once per run, on PGlite and on PostgreSQL, never a database each server migrates and seeds itself.
 */
let s: TestServer;
let startedAt: number;
beforeAll(async () => {
  startedAt = Date.now();
  s = await startTestServer();
});
afterAll(() => s.close());

describe('a test server', () => {
  it('starts on the run\'s migrated and seeded template: its administrator was seeded before the server started', async () => {
    const [row] = await s.ctx.database.rows<{ at: number }>(sql`select extract(epoch from create_time) * 1000 as at from admin where username = ${TEST_ADMIN.username}`);
    expect(Number(row.at)).toBeLessThan(startedAt);
  });
});
