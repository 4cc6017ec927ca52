import { eq } from 'drizzle-orm';
import { sessionEndpoints } from '@app/contract';
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
      endpoint: sessionEndpoints.ofAdmin,
      run: async ({ id }, c) => {
        const owner = await existingAdmin(c, id);
        // `current` marks the asker's own session when they look at themselves.
        return { list: await listSessions(c.db, 'admin', owner, owner === c.admin.id ? c.admin.sessionId : null, c.req.lang) };
      },
    }),

    endSessions: action({
      endpoint: sessionEndpoints.endOfAdmin,
      transaction: false,
      log: { title: '管理员管理-结束登录会话' },
      run: async ({ id, session }, c) => {
        const owner = await existingAdmin(c, id);
        const ended = await endSessions(c.app, 'admin', owner, session === undefined ? { all: true } : { id: session });
        return answer({ ended }, 'Session ended');
      },
    }),
  },
});
