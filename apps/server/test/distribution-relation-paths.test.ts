import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/client.ts';
import { user, userRelation } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/core/auth/password.ts';
import { lockTree, moveMember, placeMember } from '../src/modules/distribution/relations.ts';
import { ApiError } from '../src/core/http/errors.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

/**
 * Issue 13 item 1: after many random moves (some of them refused cycles, some to the top) every
 * stored path and depth equals what a recursive query over the parent links computes, and the
 * tree has no cycle. A seeded generator, so a failure repeats; the seed is in the message.
 */
let s: TestServer;
const N = 60;
const MOVES = 400;
let ids: number[] = [];

/** mulberry32: a small seeded generator. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every stored row against the recursive CTE over parent links: ids of rows whose path or depth differ. */
async function mismatches() {
  return rows<{ user_id: number; path: string; expected: string | null; depth: number; expected_depth: number | null }>(s.ctx.db, sql`
    with recursive walk as (
      select r.user_id, '/' || r.parent_id || '/' || r.user_id || '/' as path, 1 as depth, r.parent_id as top
      from ${userRelation} r where not exists (select 1 from ${userRelation} p where p.user_id = r.parent_id)
      union all
      select c.user_id, w.path || c.user_id || '/', w.depth + 1, w.top
      from ${userRelation} c join walk w on c.parent_id = w.user_id
      where w.depth < 10000
    )
    select r.user_id, r.path, w.path as expected, r.depth, w.depth as expected_depth
    from ${userRelation} r left join walk w on w.user_id = r.user_id
    where w.path is distinct from r.path or w.depth is distinct from r.depth`);
}

beforeAll(async () => {
  s = await startTestServer();
  await loginAdmin(s);
  const password = await hashPassword('Passw0rd!');
  const made = await s.ctx.db
    .insert(user)
    .values(Array.from({ length: N }, (_, i) => ({ groupId: 1, username: `tree${i}_${process.pid % 1000}`, nickname: `tree${i}`, password, joinTime: new Date() })))
    .returning({ id: user.id });
  ids = made.map((m) => m.id);
});
afterAll(() => s?.close());

describe('materialized paths under random moves', () => {
  it('match a recursive query over the parent links after every batch of moves', async () => {
    const seed = Number(process.env.TREE_SEED ?? Date.now() % 100000);
    const next = random(seed);
    const pick = () => ids[Math.floor(next() * ids.length)];
    let refused = 0;
    let moved = 0;
    for (let i = 0; i < MOVES; i++) {
      const member = pick();
      const roll = next();
      const parent = roll < 0.1 ? 0 : pick();
      try {
        if (roll < 0.5) await moveMember(s.ctx.db, member, parent);
        // the member-side path: a binding (placeMember with the tree locked), as bindInviter does
        else await s.ctx.db.transaction(async (tx) => (await lockTree(tx), placeMember(tx, member, parent || null, { source: 'invite' })));
        moved++;
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        refused++;
      }
      if (i % 50 === 49) expect(await mismatches(), `seed ${seed}, after move ${i + 1}`).toEqual([]);
    }
    expect(await mismatches(), `seed ${seed}`).toEqual([]);
    // both kinds of outcome happened, and the tree is deep enough to mean something
    expect(moved).toBeGreaterThan(MOVES / 2);
    expect(refused).toBeGreaterThan(0);
    const [deep] = await rows<{ d: number }>(s.ctx.db, sql`select max(depth)::int as d from ${userRelation}`);
    expect(deep.d).toBeGreaterThan(3);
    // no row lists itself twice (a cycle would)
    const [loops] = await rows<{ n: number }>(s.ctx.db, sql`select count(*)::int as n from ${userRelation} where path like '%/' || user_id || '/%/' || user_id || '/%'`);
    expect(loops.n).toBe(0);
  });

  it('refuses a move under the own subtree without changing anything', async () => {
    const [a, b, c] = ids.slice(0, 3);
    await moveMember(s.ctx.db, a, 0);
    await moveMember(s.ctx.db, b, a);
    await moveMember(s.ctx.db, c, b);
    const before = await rows(s.ctx.db, sql`select * from ${userRelation} order by user_id`);
    await expect(moveMember(s.ctx.db, a, c)).rejects.toThrow('A member cannot move under their own team (a cycle)');
    expect(await rows(s.ctx.db, sql`select * from ${userRelation} order by user_id`)).toEqual(before);
  });
});
