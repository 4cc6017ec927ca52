import { eq } from 'drizzle-orm';
import { adminSessionsQuery, endAdminSessionsInput, type EndSessionOutput, type SessionList } from '@app/contract';
import { endSessions, listSessions } from '../../core/auth/login-sessions.ts';
import { ApiError } from '../../core/http/errors.ts';
import { action, answer, defineActions, type ActionContext } from '../../core/crud/index.ts';
import { admin } from '../../db/schema/index.ts';

/** An admin that exists (an id of nobody is told, not answered with an empty list). */
async function existingAdmin(c: ActionContext, id: number): Promise<number> {
  const [row] = await c.db.select({ id: admin.id }).from(admin).where(eq(admin.id, id));
  if (!row) throw new ApiError('Account not exist');
  return row.id;
}

/**
 * `/admin/auth.Admin/sessions` and `endSessions`: a super administrator sees and ends any admin's
 * signed-in sessions (a stolen laptop, someone leaving). Only super administrators: no group
 * node opens them, as ending an admin's sessions is more than editing their row.
 */
export const adminSessionActions = defineActions({
  path: 'auth.Admin',
  actions: {
    sessions: action({
      method: 'GET',
      input: adminSessionsQuery,
      summary: "An admin's signed-in sessions (super administrators only)",
      superAdmin: true,
      run: async ({ id }, c): Promise<SessionList> => {
        const owner = await existingAdmin(c, id);
        // `current` marks the asker's own session when they look at themselves.
        return { list: await listSessions(c.db, 'admin', owner, owner === c.admin.id ? c.admin.sessionId : null, c.req.lang) };
      },
    }),

    endSessions: action({
      input: endAdminSessionsInput,
      summary: "End one session of an admin (`session`) or all of them (super administrators only)",
      superAdmin: true,
      transaction: false,
      log: { title: '管理员管理-结束登录会话' },
      run: async ({ id, session }, c) => {
        const owner = await existingAdmin(c, id);
        const ended = await endSessions(c.app, 'admin', owner, session === undefined ? { all: true } : { id: session });
        const data: EndSessionOutput = { ended };
        return answer(data, 'Session ended');
      },
    }),
  },
});
