import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seed } from '../src/db/seed/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const count = async (name: string) => (await s.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from admin_rule where name = ${name}`))[0].n;
const again = () => seed(s.ctx.db, { adminUsername: 'admin' });

describe('start-up seeding', () => {
  it('runs only when the seed definitions changed: a seeded rule an operator deleted stays deleted', async () => {
    await s.change(sql`delete from admin_rule where name = 'routine/attachment/del'`);
    await again();
    expect(await count('routine/attachment/del')).toBe(0);
  });

  it('new definitions (another fingerprint) insert what is missing, once', async () => {
    await s.change(sql`update seed_state set fingerprint = 'from an older version' where key = 'seeds'`);
    await again();
    expect(await count('routine/attachment/del')).toBe(1);
    await s.change(sql`update seed_state set fingerprint = 'older still' where key = 'seeds'`);
    await again();
    expect(await count('routine/attachment/del')).toBe(1);
    const [{ n: admins }] = await s.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from admin`);
    expect(admins).toBe(1);
  });
});
