import { eq } from 'drizzle-orm';
import { agentAdminEndpoints as api, agentDescription, agentEditInput } from '@app/contract';
import { action, defineResource, described, join, joinedFields } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { seededText } from '../../core/i18n/seeded.ts';
import { agent, agentLevel, user } from '../../db/schema/index.ts';
import { insertAgent, setLevel, transition } from './agents.ts';

/**
 * `/admin/distribution.Agent/*`: agents and applications. `add` designates a member (an approved
 * agent, source admin, a fresh invite code); `edit` changes the name, mobile and level (the level
 * change logged in agent_level_log); `approve` / `reject` (with the reason the member sees) review
 * pending applications, `disable` / `enable` stop and resume approved agents. Agents are never
 * deleted (their commissions point at them). The commission wallet's columns are not listed here.
 */
export const agentResource = defineResource({
  ...described(agentDescription),
  table: agent,
  joins: {
    user: join(user, (u) => eq(agent.userId, u.id), { ...joinedFields(agentDescription, 'user'), nickname: {} }),
    level: join(agentLevel, (l) => eq(agent.levelId, l.id), { ...joinedFields(agentDescription, 'level'), grade: {} }),
  },
  hidden: ['commission_money', 'commission_debt'],
  readOnly: ['user_id', 'invite_code', 'status', 'source', 'applied_time', 'audit_time', 'audit_admin_id', 'reject_reason', 'shop_id'],
  // Added by the `add` action: the invite code is drawn (and drawn again on a collision) while inserting.
  add: false,
  edit: { input: agentEditInput },
  del: false,
  remoteSelects: { 'user.User': 'username', 'hq.Commission': 'name' },
  // the edit row: its own columns, as stored (the `editRow` hook)
  outputs: { editRow: (own) => own },
  hooks: {
    // The joined level's seeded name in the reader's language; the edit form gets the plain row.
    rows: (list, c) => list.map((r) => {
      const level = r.level as { name?: unknown } | null | undefined;
      return typeof level?.name === 'string' ? { ...r, level: { ...level, name: seededText(c.req.lang, level.name) } } : r;
    }),
    editRow: (row) => row,
    async beforeEdit(input, row, c) {
      if (input.level_id !== undefined) await setLevel(c.db, row.id as number, input.level_id, c.admin.id);
      const { level_id: _level, ...rest } = input;
      return rest;
    },
  },
  actions: {
    add: action({
      endpoint: api.add,
      message: 'Added successfully',
      async run(input, c) {
        const [member] = await c.db.select({ id: user.id }).from(user).where(eq(user.id, input.user_id));
        if (!member) throw new ApiError('Member not found');
        if (input.level_id) {
          const [level] = await c.db.select({ id: agentLevel.id }).from(agentLevel).where(eq(agentLevel.id, input.level_id));
          if (!level) throw new ApiError('The agent level does not exist');
        }
        const now = new Date();
        const row = await insertAgent(c.db, {
          userId: input.user_id, levelId: input.level_id, realName: input.real_name ?? '', mobile: input.mobile ?? '',
          status: 'approved', source: 'admin', appliedTime: now, auditTime: now, auditAdminId: c.admin.id,
        });
        return { id: row.id, invite_code: row.inviteCode };
      },
    }),
    approve: action({
      endpoint: api.approve,
      message: 'Operation successful',
      run: ({ ids }, c) => transition(c.db, ids, 'approve', c.admin.id).then((count) => ({ count })),
    }),
    reject: action({
      endpoint: api.reject,
      message: 'Operation successful',
      run: ({ ids, reason }, c) => transition(c.db, ids, 'reject', c.admin.id, reason).then((count) => ({ count })),
    }),
    disable: action({
      endpoint: api.disable,
      message: 'Operation successful',
      run: ({ ids }, c) => transition(c.db, ids, 'disable', c.admin.id).then((count) => ({ count })),
    }),
    enable: action({
      endpoint: api.enable,
      message: 'Operation successful',
      run: ({ ids }, c) => transition(c.db, ids, 'enable', c.admin.id).then((count) => ({ count })),
    }),
  },
});
