import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { memberAddInput, memberDescription, memberEditInput } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { hashPassword } from '../../core/auth/password.ts';
import { avatarOf } from '../../core/site/site-config.ts';
import type { Lang } from '../../core/i18n/index.ts';
import { seededText } from '../../core/i18n/seeded.ts';
import { defineResource, described, joinedFields, join, type ActionContext, type ParsedListQuery, type Row, type Values } from '../../core/crud/index.ts';
import type { Db } from '../../db/client.ts';
import { user, userGroup, userMoneyLog, userScoreLog } from '../../db/schema/index.ts';
import { accountUniqueFields, refuseTaken } from '../../core/crud/unique.ts';
import { storedAvatar } from '../auth/index.ts';

/** Balance and score history must stay whole: a member who has any is disabled, not deleted. */
async function refuseLedgerHolders(db: Db, rows: Row[]) {
  const ids = rows.map((r) => r.id as number);
  if (!ids.length) return;
  const [holder] = await db
    .select({ username: user.username })
    .from(user)
    .where(and(inArray(user.id, ids), sql`(exists (select 1 from ${userMoneyLog} where ${userMoneyLog.userId} = ${user.id}) or exists (select 1 from ${userScoreLog} where ${userScoreLog.userId} = ${user.id}))`))
    .limit(1);
  if (holder) throw new ApiError('Member %s has balance or score records and cannot be deleted: disable the account instead', 0, null, [holder.username]);
}

/** Listed members: the default avatar when none is set (money is in yuan already: the kit converts kind money). */
function decorateMember(row: Row): Row {
  return { ...row, avatar: avatarOf(String(row.avatar ?? '')) };
}

const withGroupName = (row: Row, lang: Lang): Row => {
  const group = row.group as { name?: unknown } | null | undefined;
  return group && typeof group.name === 'string' ? { ...row, group: { ...group, name: seededText(lang, group.name) } } : row;
};

/** Username, email and mobile are unique among members (unique indexes back this up). */
export const checkMemberUnique = (db: Db, values: { username?: string; email?: string; mobile?: string }, exceptId = 0) =>
  refuseTaken(db, user, user.id, accountUniqueFields(user), values, exceptId);

async function checkGroup(db: Db, groupId: number | undefined) {
  if (groupId === undefined) return;
  const [group] = await db.select({ id: userGroup.id }).from(userGroup).where(eq(userGroup.id, groupId));
  if (!group) throw new ApiError('The member group does not exist');
}

/** Signs members out everywhere: their access and refresh tokens go, cached sessions too. */
const revokeSessions = (c: ActionContext, ids: number[]) => c.app.tokens.revokeAll(['user', 'user-refresh'], ids, c.db);

/** `/admin/user.User/*` (reference 10.1). Money and score are shown, never written here: they move only through the logs. */
export const memberResource = defineResource({
  ...described(memberDescription),
  table: user,
  hidden: ['password', 'salt', 'login_failure', 'last_failure_time'],
  readOnly: ['money', 'score', 'last_login_time', 'last_login_ip', 'join_ip', 'join_time', 'invite_code'],
  joins: { group: join(userGroup, (g) => eq(user.groupId, g.id), { id: {}, ...joinedFields(memberDescription, 'group') }) },
  remoteSelects: { 'user.Group': 'name' },
  add: { input: memberAddInput },
  edit: { input: memberEditInput },
  outputs: { editRow: (own) => own.extend({ password: z.literal('') }) },
  hooks: {
    // Remote select (`select=true`): each row also reads "<username>(ID:<id>)".
    // The joined group's seeded name in the reader's language.
    rows: (rows, c) => {
      const select = (c.req.query as ParsedListQuery | undefined)?.select === true;
      return rows.map((r) => {
        const row = withGroupName(decorateMember(r), c.req.lang);
        return select ? { ...row, nickname_text: `${r.username}(ID:${r.id})` } : row;
      });
    },
    editRow: (row) => ({ ...decorateMember(row), password: '' }),

    async beforeAdd(input, c) {
      const { password, avatar, ...rest } = input;
      await checkGroup(c.db, rest.group_id);
      await checkMemberUnique(c.db, rest);
      return { ...rest, avatar: storedAvatar(avatar), password: await hashPassword(password), salt: '', join_time: new Date() };
    },

    async beforeEdit(input, row, c) {
      const { password, avatar, ...rest } = input;
      const id = row.id as number;
      await checkGroup(c.db, rest.group_id);
      await checkMemberUnique(c.db, rest, id);
      const values: Values = { ...rest, avatar: storedAvatar(avatar) };
      if (password) Object.assign(values, { password: await hashPassword(password), salt: '' });
      // A new password or a disabled account ends every session of the member.
      if (password || (rest.status === 'disable' && row.status !== 'disable')) await revokeSessions(c, [id]);
      return values;
    },

    async beforeDel(rows, c) {
      await refuseLedgerHolders(c.db, rows);
      return rows;
    },
    afterDel: (rows, c) => revokeSessions(c, rows.map((r) => r.id as number)),
    // A member's group decides their rules: sessions cache them.
    afterWrite: (c) => c.app.sessions.forgetAll(),
  },
});
