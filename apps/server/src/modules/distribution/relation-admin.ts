import { asc, eq, inArray, sql } from 'drizzle-orm';
import { relationAdminEndpoints as api, relationDescription, type RelationNode } from '@app/contract';
import { action, defineResource, described, join, joinedFields } from '../../core/crud/index.ts';
import { rows } from '../../db/client.ts';
import { user, userRelation } from '../../db/schema/index.ts';
import { lockTree, moveMember, placeMember, teamSizes } from './relations.ts';

/**
 * `/admin/user.Relation/*`: the bound members with their upline, depth, source, bind time and team
 * sizes; the tree view (`children`, lazily by level); `move` (with the subtree, one transaction)
 * and `unbind`. Bindings are made by members and these actions only: no add, edit or delete.
 */
export const relationResource = defineResource({
  ...described(relationDescription),
  table: userRelation,
  joins: {
    user: join(user, (u) => eq(userRelation.userId, u.id), { ...joinedFields(relationDescription, 'user'), nickname: {} }),
    parent: join(user, (u) => eq(userRelation.parentId, u.id), { ...joinedFields(relationDescription, 'parent'), nickname: {} }),
  },
  add: false,
  edit: false,
  del: false,
  hooks: {
    async rows(list, c) {
      const sizes = await teamSizes(c.db, list.map((r) => r.user_id as number));
      return list.map((r) => ({ ...r, level1_count: sizes.get(r.user_id as number)?.level1 ?? 0, team_count: sizes.get(r.user_id as number)?.team ?? 0 }));
    },
  },
  actions: {
    children: action({
      endpoint: api.children,
      transaction: false,
      async run({ user_id, page, limit }, c) {
        const where = user_id
          ? sql`u.id in (select r.user_id from ${userRelation} r where r.parent_id = ${user_id})`
          : sql`u.id in (select r.parent_id from ${userRelation} r where r.depth = 1)`;
        const found = await rows<{ id: number; username: string; nickname: string; depth: number | null; total: number }>(c.db, sql`
          select u.id, u.username, u.nickname, r.depth, count(*) over ()::int as total
          from ${user} u left join ${userRelation} r on r.user_id = u.id
          where ${where} order by u.id limit ${limit} offset ${(page - 1) * limit}`);
        const sizes = await teamSizes(c.db, found.map((f) => f.id));
        const list: RelationNode[] = found.map((f) => ({
          user_id: f.id, username: f.username, nickname: f.nickname, depth: f.depth ?? 0,
          level1: sizes.get(f.id)?.level1 ?? 0, team: sizes.get(f.id)?.team ?? 0,
        }));
        return { list, total: found[0]?.total ?? 0 };
      },
    }),
    move: action({
      endpoint: api.move,
      transaction: false,
      message: 'Operation successful',
      run: ({ user_id, parent_id }, c) => moveMember(c.db, user_id, parent_id).then(() => null),
    }),
    unbind: action({
      endpoint: api.unbind,
      message: 'Operation successful',
      async run({ ids }, c) {
        await lockTree(c.db);
        const bound = await c.db.select({ userId: userRelation.userId }).from(userRelation).where(inArray(userRelation.userId, ids)).orderBy(asc(userRelation.depth));
        for (const b of bound) await placeMember(c.db, b.userId, null, { source: 'admin' });
        return { count: bound.length };
      },
    }),
  },
});
