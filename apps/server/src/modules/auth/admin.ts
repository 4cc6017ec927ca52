import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { adminAddInput, adminDescription, adminEditInput } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { hashPassword } from '../../core/auth/password.ts';
import { formatDateTime } from '../../core/settings.ts';
import { avatarOf, DEFAULT_AVATAR } from '../../core/site/site-config.ts';
import { defineResource, described, type ActionContext, type Row, type Values } from '../../core/crud/index.ts';
import { admin, adminGroup, adminGroupAccess } from '../../db/schema/index.ts';
import { accountUniqueFields, refuseTaken } from '../../core/crud/unique.ts';
import { seededText } from '../../core/i18n/seeded.ts';
import { rbacChanged } from './rbac-changed.ts';

/** Appends `group_arr` and `group_name_arr`; shows the default avatar and a formatted last login. */
async function decorate(rows: Row[], c: ActionContext): Promise<Row[]> {
  const ids = rows.map((r) => r.id as number);
  const access = ids.length
    ? await c.db
        .select({ uid: adminGroupAccess.uid, id: adminGroup.id, name: adminGroup.name })
        .from(adminGroupAccess)
        .innerJoin(adminGroup, eq(adminGroup.id, adminGroupAccess.groupId))
        .where(inArray(adminGroupAccess.uid, ids))
        .orderBy(asc(adminGroup.id))
    : [];
  return rows.map((r) => {
    const mine = access.filter((a) => a.uid === r.id);
    const last = r.last_login_time as number | null;
    return {
      ...r,
      avatar: avatarOf(String(r.avatar ?? '')),
      last_login_time: last ? formatDateTime(new Date(last * 1000), c.timeZone) : '',
      group_arr: mine.map((a) => a.id),
      group_name_arr: mine.map((a) => seededText(c.req.lang, a.name)),
    };
  });
}

/** Non-super admins may only put admins into groups below them (reference 4.6). */
async function checkGroups(c: ActionContext, groupIds: number[]) {
  if (c.isSuper || !groupIds.length) return;
  const allowed = new Set(await c.authority.authGroupIds('allAuthAndOthers'));
  if (groupIds.some((g) => !allowed.has(g))) throw new ApiError('You have no permission to add an administrator to this group!');
}

/** Username, email and mobile are unique among admins (the database enforces the username too). */
export const checkUnique = (c: Pick<ActionContext, 'db'>, values: { username?: string; email?: string; mobile?: string }, exceptId = 0) =>
  refuseTaken(c.db, admin, admin.id, accountUniqueFields(admin), values, exceptId);

async function setGroups(c: ActionContext, uid: number, groupIds: number[]) {
  await c.db.delete(adminGroupAccess).where(eq(adminGroupAccess.uid, uid));
  const unique = [...new Set(groupIds)];
  if (unique.length) await c.db.insert(adminGroupAccess).values(unique.map((groupId) => ({ uid, groupId })));
}

// Saving the default avatar path stores '' (the API shows the default for '').
export const storedAvatar = (avatar: string | undefined) => (avatar === DEFAULT_AVATAR ? '' : avatar);

/** `/admin/auth.Admin/*` (reference 4.6). */
export const adminResource = defineResource({
  ...described(adminDescription),
  table: admin,
  hidden: ['password', 'salt', 'login_failure', 'last_failure_time'],
  readOnly: ['last_login_time', 'last_login_ip'],
  remoteSelects: { 'auth.Group': 'name' },
  // An admin is "mine" when they are in a group whose rights I all hold and more (or is me).
  dataLimit: { mode: 'allAuthAndOthers', field: 'id', autoFill: false },
  add: { input: adminAddInput },
  edit: { input: adminEditInput },
  outputs: { editRow: (own) => own.extend({ password: z.literal('') }) },
  hooks: {
    rows: decorate,
    editRow: async (row, c) => ({ ...(await decorate([row], c))[0], password: '' }),

    async beforeAdd(input, c) {
      const { group_arr, password, avatar, ...rest } = input;
      await checkGroups(c, group_arr);
      await checkUnique(c, rest);
      return { ...rest, avatar: storedAvatar(avatar), password: await hashPassword(password), salt: '' };
    },
    async afterAdd(row, input, c) {
      await setGroups(c, row.id as number, input.group_arr);
    },

    async beforeEdit(input, row, c) {
      const { group_arr, password, avatar, ...rest } = input;
      const id = row.id as number;
      if (id === c.admin.id && rest.status === false) throw new ApiError('Please use another administrator account to disable the current account!');
      await checkUnique(c, rest, id);
      if (group_arr) {
        // Groups the admin already has may stay; only newly added ones need my authority.
        const held = new Set((await c.db.select({ g: adminGroupAccess.groupId }).from(adminGroupAccess).where(eq(adminGroupAccess.uid, id))).map((r) => r.g));
        await checkGroups(c, group_arr.filter((g) => !held.has(g)));
        await setGroups(c, id, group_arr);
      }
      const values: Values = { ...rest, avatar: storedAvatar(avatar) };
      if (password) Object.assign(values, { password: await hashPassword(password), salt: '' });
      return values;
    },

    // Deleting oneself is silently skipped.
    beforeDel: (rows, c) => rows.filter((r) => r.id !== c.admin.id),
    afterDel: (rows, c) => c.app.tokens.revokeAll(['admin', 'admin-refresh'], rows.map((r) => r.id as number), c.db),
    afterWrite: rbacChanged,
  },
});
