import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rows } from '../src/db/client.ts';
import { agent, userRelation } from '../src/db/schema/index.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { memberWithBalance, type TestMember } from './commerce-fixtures.ts';

/** Relations and agents with two instances on one PostgreSQL database, requests racing. */
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('distribution with two instances on one database', () => {
  let a: TestServer;
  let b: TestServer;
  let h: Record<string, string>;
  beforeAll(async () => {
    const env = { TOKEN_SECRET: crypto.randomBytes(32).toString('hex') };
    a = await startTestServer(env);
    b = await startTestServer({ ...env, DATABASE_URL: a.databaseUrl! });
    h = { batoken: (await loginAdmin(a)).token, 'think-lang': 'en' };
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const call = (i: number, path: string, body: unknown, headers: Record<string, string>) => (i % 2 ? b : a).call('POST', path, { body, headers });
  const as = (m: TestMember) => ({ 'ba-user-token': m.token, 'think-lang': 'en' });

  async function agentOf(): Promise<{ m: TestMember; code: string }> {
    const m = await memberWithBalance(a, 0);
    const added = await a.call('POST', '/admin/distribution.Agent/add', { body: { user_id: m.id }, headers: h });
    expect(added.body.code).toBe(1);
    return { m, code: added.body.data.invite_code };
  }

  it('two agents binding under each other at once: one binding, no cycle', async () => {
    for (let round = 0; round < 5; round++) {
      const [x, y] = [await agentOf(), await agentOf()];
      const [r1, r2] = await Promise.all([call(0, '/api/user/bindInviter', { invite_code: y.code }, as(x.m)), call(1, '/api/user/bindInviter', { invite_code: x.code }, as(y.m))]);
      expect([r1.body.code, r2.body.code].sort()).toEqual([0, 1]);
      const bound = await a.ctx.db.select().from(userRelation).where(sql`${userRelation.userId} in (${x.m.id}, ${y.m.id})`);
      expect(bound).toHaveLength(1);
    }
  });

  it('racing admin moves on both instances leave every path equal to the recursive query', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => memberWithBalance(a, 0)));
    const ids = members.map((m) => m.id);
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const moves = Array.from({ length: 60 }, () => ({ user_id: ids[Math.floor(next() * ids.length)], parent_id: next() < 0.15 ? 0 : ids[Math.floor(next() * ids.length)] }));
    const answers = await Promise.all(moves.map((m, i) => call(i, '/admin/user.Relation/move', m, h)));
    expect(answers.every((r) => r.body.code === 1 || /cycle|own upline/.test(r.body.msg))).toBe(true);
    const wrong = await rows(a.ctx.db, sql`
      with recursive walk as (
        select r.user_id, '/' || r.parent_id || '/' || r.user_id || '/' as path, 1 as depth
        from ${userRelation} r where not exists (select 1 from ${userRelation} p where p.user_id = r.parent_id)
        union all
        select c.user_id, w.path || c.user_id || '/', w.depth + 1 from ${userRelation} c join walk w on c.parent_id = w.user_id where w.depth < 1000
      )
      select r.user_id from ${userRelation} r left join walk w on w.user_id = r.user_id
      where r.user_id in ${sql.raw(`(${ids.join(',')})`)} and (w.path is distinct from r.path or w.depth is distinct from r.depth)`);
    expect(wrong).toEqual([]);
  });

  it('an application approved on both instances at once is approved once', async () => {
    const m = await memberWithBalance(a, 0);
    expect((await a.call('POST', '/api/agent/apply', { body: { real_name: 'R', mobile: '13800138000', agreement: true }, headers: as(m) })).body.code).toBe(1);
    const [row] = await a.ctx.db.select().from(agent).where(eq(agent.userId, m.id));
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => call(i, '/admin/distribution.Agent/approve', { ids: [row.id] }, h)));
    expect(answers.filter((r) => r.body.code === 1)).toHaveLength(1);
  });
});
