import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BindMode, BindScope } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { rows, type Db } from '../../db/client.ts';
import { agent, order, user, userRelation } from '../../db/schema/index.ts';

/**
 * The referral tree (design/domain.md user_relation). A member's row holds their upline and the
 * materialized path of ancestor ids and their own ("/1/5/9/"); a member without an upline has no
 * row, and their subtree's paths start with "/<id>/". Every change of the tree takes one
 * transaction-scoped advisory lock first: the cycle check and the subtree's path rewrite then see
 * a tree nobody else is changing (two members binding under each other at once cannot make a loop).
 */

/** The advisory lock key of the referral tree (any fixed 64-bit number, "relation" in ASCII). */
const TREE_LOCK = 0x72656c6174696f6en;

type Tx = Db;

export interface Placement {
  source: 'invite' | 'scene' | 'admin';
  inviteCode?: string;
  /** When the binding ends (null: permanent). */
  expireTime?: Date | null;
}

/** Serializes changes of the tree until the transaction ends. */
export async function lockTree(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);
}

/** The prefix of a member's subtree: their own path, or "/<id>/" for a root. */
async function prefixOf(tx: Tx, userId: number): Promise<{ prefix: string; depth: number; parentId: number | null }> {
  const [row] = await tx.select({ path: userRelation.path, depth: userRelation.depth, parentId: userRelation.parentId }).from(userRelation).where(eq(userRelation.userId, userId));
  return row ? { prefix: row.path, depth: row.depth, parentId: row.parentId } : { prefix: `/${userId}/`, depth: 0, parentId: null };
}

/**
 * Puts `userId` (with their whole subtree) under `parentId`, or makes them a root (`parentId`
 * null). Refuses a parent inside the member's own subtree (a cycle). Call with the tree locked.
 */
export async function placeMember(tx: Tx, userId: number, parentId: number | null, how: Placement): Promise<void> {
  if (parentId === userId) throw new ApiError('A member cannot be their own upline');
  const old = await prefixOf(tx, userId);
  let next: { prefix: string; depth: number };
  if (parentId === null) {
    next = { prefix: `/${userId}/`, depth: 0 };
    await tx.delete(userRelation).where(eq(userRelation.userId, userId));
  } else {
    const parent = await prefixOf(tx, parentId);
    // The parent's path lists its ancestors: the member among them means the parent is below the member.
    if (parent.prefix.includes(`/${userId}/`)) throw new ApiError('A member cannot move under their own team (a cycle)');
    next = { prefix: `${parent.prefix}${userId}/`, depth: parent.depth + 1 };
    await tx
      .insert(userRelation)
      .values({ userId, parentId, path: next.prefix, depth: next.depth, source: how.source, inviteCode: how.inviteCode ?? '', bindTime: new Date(), expireTime: how.expireTime ?? null })
      .onConflictDoUpdate({
        target: userRelation.userId,
        set: { parentId, path: next.prefix, depth: next.depth, source: how.source, inviteCode: how.inviteCode ?? '', bindTime: new Date(), expireTime: how.expireTime ?? null },
      });
  }
  if (old.prefix === next.prefix) return;
  // The subtree: one indexed prefix scan (paths hold only digits and slashes, nothing to escape in LIKE).
  await tx.execute(sql`
    update ${userRelation}
    set path = ${next.prefix} || substr(path, ${old.prefix.length + 1}), depth = depth + ${next.depth - old.depth}
    where path like ${`${old.prefix}%`} and user_id <> ${userId}`);
}

/**
 * Members just created (no binding, no team yet) under their uplines, many at once (an import):
 * each path is the upline's path (or "/<upline>/" for a root) plus the member's id, one insert for
 * the batch. An upline may be another member of the batch listed before them. Call with the tree
 * locked, in the transaction that created the members.
 */
export async function placeNewMembers(tx: Tx, placements: { userId: number; parentId: number }[], how: Placement): Promise<void> {
  if (!placements.length) return;
  const inBatch = new Set(placements.map((p) => p.userId));
  const outside = [...new Set(placements.map((p) => p.parentId).filter((id) => !inBatch.has(id)))];
  const known = new Map<number, { prefix: string; depth: number }>();
  for (const id of outside) known.set(id, { prefix: `/${id}/`, depth: 0 });
  if (outside.length) {
    const found = await tx.select({ userId: userRelation.userId, path: userRelation.path, depth: userRelation.depth }).from(userRelation).where(inArray(userRelation.userId, outside));
    for (const r of found) known.set(r.userId, { prefix: r.path, depth: r.depth });
  }
  const bindTime = new Date();
  const values = placements.map(({ userId, parentId }) => {
    const parent = known.get(parentId);
    if (!parent) throw new ApiError('The new upline does not exist');
    const placed = { prefix: `${parent.prefix}${userId}/`, depth: parent.depth + 1 };
    known.set(userId, placed);
    return { userId, parentId, path: placed.prefix, depth: placed.depth, source: how.source, inviteCode: how.inviteCode ?? '', bindTime, expireTime: how.expireTime ?? null };
  });
  await tx.insert(userRelation).values(values);
}

/** The upline of a member, or null. */
export async function parentOf(db: Db, userId: number) {
  const [row] = await db.select().from(userRelation).where(eq(userRelation.userId, userId));
  return row ?? null;
}

export interface BindSettings {
  scope: BindScope;
  mode: BindMode;
  days: number;
}

/**
 * A member binds to the agent whose invite code they bring (registration, a scene QR code, or
 * later). Who may bind and how long it lasts come from the config centre: `new` members only
 * (no paid order yet) or anyone without an upline; a binding for good, for N days, or until a
 * newer invitation (`latest`: a member bound by an invitation moves to the newer inviter; an
 * administrator's placement stays). Answers the inviter's member id.
 */
export async function bindInviter(db: Db, userId: number, code: string, source: 'invite' | 'scene', settings: BindSettings): Promise<number> {
  return db.transaction(async (tx) => {
    const [inviter] = await tx
      .select({ userId: agent.userId, status: agent.status, inviteCode: agent.inviteCode })
      .from(agent)
      .where(eq(agent.inviteCode, code.trim().toUpperCase()));
    if (!inviter || inviter.status !== 'approved') throw new ApiError('The invite code is not valid');
    if (inviter.userId === userId) throw new ApiError('You cannot bind your own invite code');
    await lockTree(tx);
    const current = await parentOf(tx, userId);
    if (current?.parentId === inviter.userId) throw new ApiError('You are already bound to this inviter');
    if (current && (settings.mode !== 'latest' || current.source === 'admin')) throw new ApiError('You already have an inviter');
    if (settings.scope === 'new') {
      const [paid] = await tx.select({ id: order.id }).from(order).where(and(eq(order.userId, userId), sql`${order.paidTime} is not null`)).limit(1);
      if (paid) throw new ApiError('Only new members can bind an inviter');
    }
    const expireTime = settings.mode === 'days' ? new Date(Date.now() + settings.days * 86_400_000) : null;
    await placeMember(tx, userId, inviter.userId, { source, inviteCode: inviter.inviteCode, expireTime });
    return inviter.userId;
  });
}

/** An administrator moves a member (and their subtree) under another member, or to the top (0). */
export async function moveMember(db: Db, userId: number, parentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: user.id }).from(user).where(sql`${user.id} in (${userId}, ${parentId || userId})`);
    if (!found.some((u) => u.id === userId)) throw new ApiError('Member not found');
    if (parentId && !found.some((u) => u.id === parentId)) throw new ApiError('The new upline does not exist');
    await lockTree(tx);
    await placeMember(tx, userId, parentId || null, { source: 'admin' });
  });
}

/** Removes the bindings whose time is up (the members keep their own teams); answers how many. */
export async function unbindExpired(db: Db, batch = 500): Promise<number> {
  let done = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      await lockTree(tx);
      const due = await tx
        .select({ userId: userRelation.userId })
        .from(userRelation)
        .where(sql`${userRelation.expireTime} is not null and ${userRelation.expireTime} <= now()`)
        .orderBy(userRelation.expireTime)
        .limit(batch);
      for (const r of due) await placeMember(tx, r.userId, null, { source: 'admin' });
      return due.length;
    });
    done += n;
    if (n < batch) return done;
  }
}

/**
 * Direct invitees and whole-team sizes of members, by member id. A subtree is the paths in
 * [prefix, prefix || ':'): paths hold only digits and '/', and ':' sorts right after '9'. Unlike
 * LIKE with a pattern from another row, these text_pattern_ops comparisons use
 * user_relation_path_idx for each member of the page.
 */
export async function teamSizes(db: Db, userIds: number[]): Promise<Map<number, { level1: number; team: number }>> {
  const out = new Map<number, { level1: number; team: number }>();
  if (!userIds.length) return out;
  const found = await rows<{ id: number; level1: number; team: number }>(db, sql`
    select m.id,
      (select count(*)::int from ${userRelation} c where c.parent_id = m.id) as level1,
      (select count(*)::int from ${userRelation} d where d.path ~>=~ m.prefix and d.path ~<~ (m.prefix || ':') and d.user_id <> m.id) as team
    from (
      select u.id, coalesce(r.path, '/' || u.id || '/') as prefix
      from unnest(${sql.raw(`ARRAY[${userIds.map((i) => Number(i)).join(',')}]::int[]`)}) as u(id)
      left join ${userRelation} r on r.user_id = u.id
    ) m`);
  for (const r of found) out.set(Number(r.id), { level1: Number(r.level1), team: Number(r.team) });
  return out;
}
