import { z } from 'zod';
import { describeResource, enumValues, type FieldDescription } from './describe.ts';
import { addInputOf, rowOf } from './derive.ts';
import { endpoint } from './endpoint.ts';
import { weighInput as weigh } from './inputs.ts';
import { idInput, intInput, yuanInput } from './numbers.ts';
import { stateMachine } from './state-machine.ts';

/**
 * Distribution, relations / agents / levels half (issue 13 items 1–3): `/admin/user.Relation/*`,
 * `/admin/distribution.Agent/*`, `/admin/hq.Commission/*` (agent levels), the member API
 * `/api/agent/{apply,status,team}` and `/api/user/bindInviter`.
 */

const id = idInput();
const rate = intInput(0, 10000);
const count = intInput(0, 100_000_000);
/** An optional task: '' or null is "not asked". */
const task = <T extends z.ZodType>(t: T) => z.union([z.literal(''), z.null(), t]).transform((v) => (v === '' || v === null ? null : (v as z.output<T>)));
const ids = z.preprocess((v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v]), z.array(id).min(1).max(500));


// ---------------------------------------------------------------- settings (config centre group `distribution`)

/** Who may bind to an inviter: `new` members who have not paid an order yet, or `any` member without an upline. */
export const BIND_SCOPES = ['new', 'any'] as const;
/** How long a binding lasts: for good, N days, or until a newer invitation replaces it (latest click). */
export const BIND_MODES = ['permanent', 'days', 'latest'] as const;
/** Who may earn: every member, members who apply and are approved, members an admin designates, members past a spend threshold. */
export const EARN_MODES = ['everyone', 'apply', 'admin', 'spend'] as const;
export const COMMISSION_BASES = ['paid', 'profit'] as const;
export type BindScope = (typeof BIND_SCOPES)[number];
export type BindMode = (typeof BIND_MODES)[number];
export type EarnMode = (typeof EARN_MODES)[number];
export type CommissionBase = (typeof COMMISSION_BASES)[number];

// ---------------------------------------------------------------- relations

export const RELATION_SOURCES = ['invite', 'scene', 'admin'] as const;

/** `POST /admin/user.Relation/move`: put a member (with their subtree) under `parent_id`; 0 makes them a root. */
export const relationMoveInput = z.object({ user_id: id, parent_id: intInput(0, 2147483647) });
export type RelationMoveInput = z.input<typeof relationMoveInput>;
/** `POST /admin/user.Relation/unbind`: the members lose their upline (their subtrees stay under them). */
export const relationUnbindInput = z.object({ ids });
/** `GET /admin/user.Relation/children?user_id=`: the direct invitees of a member (0: the roots that have a team). */
export const relationChildrenQuery = z.object({
  user_id: intInput(0, 2147483647).default(0),
  page: intInput(1, 100000).default(1),
  limit: intInput(1, 200).default(50),
});

/** A node of the relation tree view. */
export const relationNode = z.object({
  user_id: z.number(),
  username: z.string(),
  nickname: z.string(),
  depth: z.number(),
  /** Direct invitees. */
  level1: z.number(),
  /** Every member below, at any depth. */
  team: z.number(),
});
export type RelationNode = z.output<typeof relationNode>;

export const relationRow = z.object({
  user_id: z.number(),
  parent_id: z.number(),
  path: z.string(),
  depth: z.number(),
  source: z.enum(RELATION_SOURCES),
  invite_code: z.string(),
  bind_time: z.number().nullable(),
  expire_time: z.number().nullable(),
  user: z.object({ username: z.string().nullable(), nickname: z.string().nullable() }),
  parent: z.object({ username: z.string().nullable(), nickname: z.string().nullable() }),
  /** Direct invitees and the whole team below (appended by the list). */
  level1_count: z.number(),
  team_count: z.number(),
});
export type RelationRow = z.output<typeof relationRow>;

export const relationDescription = describeResource({
  path: 'user.Relation',
  pk: 'user_id',
  order: 'bind_time,desc',
  row: relationRow,
  fields: {
    user_id: { kind: 'ref', search: ['eq', 'IN'], sort: true },
    parent_id: { kind: 'ref', search: ['eq', 'IN'], sort: true },
    depth: { kind: 'number', search: true, sort: true },
    source: { kind: 'enum', search: ['eq', 'IN'], enum: enumValues('sourceOptions', RELATION_SOURCES, { invite: 'processing', scene: 'cyan', admin: 'warning' }) },
    invite_code: { kind: 'text', search: ['eq'] },
    bind_time: { kind: 'time', search: true, sort: true },
    expire_time: { kind: 'time', search: true, sort: true },
    'user.username': { kind: 'text', search: ['eq', 'LIKE'], quick: true, index: 'trgm' },
    'parent.username': { kind: 'text', search: ['eq', 'LIKE'], index: 'trgm' },
  },
});

// ---------------------------------------------------------------- agents

export const AGENT_STATUSES = ['pending', 'approved', 'rejected', 'disabled'] as const;
export const AGENT_SOURCES = ['applied', 'admin', 'auto'] as const;
export type AgentSource = (typeof AGENT_SOURCES)[number];
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** How an agent moves: reviewed from pending, disabled and enabled again; a rejected member applies again. */
export const AGENT_STATES = stateMachine(AGENT_STATUSES, {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  disable: { from: ['approved'], to: 'disabled' },
  enable: { from: ['disabled'], to: 'approved' },
  reapply: { from: ['rejected'], to: 'pending' },
});

const mobile = z.string().trim().regex(/^1[3-9]\d{9}$/, 'Please enter the correct mobile number');
const realName = z.string().trim().min(1).max(50);

/**
 * An agent's fields, each declared once: kind, search, and what add takes (designating a member as
 * an approved agent). The row is declared apart: it has columns the list neither searches nor
 * exports (the shop, the auditing admin, the reject reason), which described here would join the
 * export.
 */
const agentFields = {
  id: { kind: 'id', search: true, sort: true },
  user_id: { kind: 'ref', search: ['eq', 'IN'], input: id, required: true, ref: { resource: 'user.User', label: 'username' } },
  level_id: { kind: 'ref', search: ['eq', 'IN'], input: id, ref: { resource: 'hq.Commission', label: 'name' } },
  real_name: { kind: 'text', search: ['LIKE', 'eq'], quick: true, index: 'trgm', input: z.string().trim().max(50) },
  mobile: { kind: 'text', search: ['eq'], input: z.union([z.literal(''), mobile]) },
  invite_code: { kind: 'text', search: ['eq'] },
  status: { kind: 'enum', search: ['eq', 'IN'], index: 'btree', enum: enumValues('statusOptions', AGENT_STATUSES, { pending: 'warning', approved: 'success', rejected: 'error', disabled: 'default' }) },
  source: { kind: 'enum', search: ['eq'], enum: enumValues('sourceOptions', AGENT_SOURCES, { applied: 'processing', admin: 'warning', auto: 'cyan' }) },
  applied_time: { kind: 'time', search: true, sort: true },
  audit_time: { kind: 'time', search: true, sort: true },
  create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
  'user.username': { kind: 'text', search: ['eq', 'LIKE'], quick: true, index: 'trgm' },
  'level.name': { kind: 'text', search: ['eq'] },
} as const satisfies Record<string, FieldDescription>;

/** `POST /admin/distribution.Agent/add`. */
export const agentAddInput = addInputOf(agentFields);
export type AgentAddInput = z.input<typeof agentAddInput>;
/** `POST /admin/distribution.Agent/edit`: the level (logged), the name and mobile. */
export const agentEditInput = agentAddInput.omit({ user_id: true });
export type AgentEditInput = z.input<typeof agentEditInput>;
/** `approve`, `disable`, `enable`: several agents at once. */
export const agentIdsInput = z.object({ ids });
/** `reject`: pending applications, with the reason the member sees. */
export const agentRejectInput = z.object({ ids, reason: z.string().trim().min(1).max(255) });

export const agentRow = z.object({
  id: z.number(),
  user_id: z.number(),
  level_id: z.number(),
  shop_id: z.number().nullable(),
  real_name: z.string(),
  mobile: z.string(),
  invite_code: z.string(),
  status: z.enum(AGENT_STATUSES),
  source: z.enum(AGENT_SOURCES),
  applied_time: z.number().nullable(),
  audit_time: z.number().nullable(),
  audit_admin_id: z.number().nullable(),
  reject_reason: z.string(),
  create_time: z.number().nullable(),
  update_time: z.number().nullable(),
  user: z.object({ username: z.string().nullable(), nickname: z.string().nullable() }),
  level: z.object({ name: z.string().nullable(), grade: z.number().nullable() }),
});
export type AgentRow = z.output<typeof agentRow>;

export const agentDescription = describeResource({
  path: 'distribution.Agent',
  order: 'id,desc',
  row: agentRow,
  fields: agentFields,
});

// ---------------------------------------------------------------- levels (HQ commission policy)

export const UPGRADE_LOGICS = ['and', 'or'] as const;

/**
 * An agent level's listed fields, each declared once: rates in basis points, spend tasks in yuan,
 * a task not asked is null. Add is declared apart: the count tasks are exported, and a field with
 * an input that is neither searched nor sorted leaves the kit's whitelist (the export).
 */
const agentLevelFields = {
  id: { kind: 'id', search: true, sort: true },
  name: { kind: 'text', search: ['LIKE', 'eq'], quick: true, index: 'trgm' },
  grade: { kind: 'number', search: true, sort: true },
  level1_rate: { kind: 'number', search: true, sort: true },
  level2_rate: { kind: 'number', search: true, sort: true },
  upgrade_logic: { kind: 'enum', search: ['eq'], enum: enumValues('logicOptions', UPGRADE_LOGICS, { and: 'processing', or: 'warning' }), out: z.enum(UPGRADE_LOGICS) },
  upgrade_invites: { kind: 'number', out: z.number().nullable() },
  upgrade_own_spend: { kind: 'money', out: z.string().nullable() },
  upgrade_own_orders: { kind: 'number', out: z.number().nullable() },
  upgrade_team_spend: { kind: 'money', out: z.string().nullable() },
  upgrade_team_orders: { kind: 'number', out: z.number().nullable() },
  weigh: { kind: 'number', sort: true },
  create_time: { kind: 'time', search: true, sort: true },
} as const satisfies Record<string, FieldDescription>;

/** `POST /admin/hq.Commission/add`: an agent level; an empty task is not asked. */
export const agentLevelAddInput = z.object({
  name: z.string().trim().min(1).max(50),
  grade: intInput(1, 100),
  level1_rate: rate.optional(),
  level2_rate: rate.optional(),
  upgrade_logic: z.enum(UPGRADE_LOGICS).optional(),
  upgrade_invites: task(count).optional(),
  upgrade_own_spend: task(yuanInput).optional(),
  upgrade_own_orders: task(count).optional(),
  upgrade_team_spend: task(yuanInput).optional(),
  upgrade_team_orders: task(count).optional(),
  weigh: weigh.optional(),
});
export type AgentLevelAddInput = z.input<typeof agentLevelAddInput>;
export const agentLevelEditInput = agentLevelAddInput.partial();

export const agentLevelRow = rowOf(agentLevelFields).extend({
  update_time: z.number().nullable(),
  /** Agents at this level (appended by the list). */
  agents: z.number(),
});
export type AgentLevelRow = z.output<typeof agentLevelRow>;

export const agentLevelDescription = describeResource({
  path: 'hq.Commission',
  order: 'grade,asc',
  row: agentLevelRow,
  fields: agentLevelFields,
});

/** `GET|POST /admin/hq.Commission/rates`: the global policy kept in the config centre (group `distribution`). */
export const globalRatesInput = z.object({
  commission_level1_rate: rate,
  commission_level2_rate: rate,
  commission_base: z.enum(COMMISSION_BASES),
  commission_self_purchase: z.union([z.boolean(), z.enum(['0', '1']), z.literal(0), z.literal(1)]).transform((v) => v === true || v === '1' || v === 1),
});
export type GlobalRatesInput = z.input<typeof globalRatesInput>;
export const globalRates = z.object({
  commission_level1_rate: z.number(),
  commission_level2_rate: z.number(),
  commission_base: z.enum(COMMISSION_BASES),
  commission_self_purchase: z.enum(['0', '1']),
});
export type GlobalRates = z.output<typeof globalRates>;

// ---------------------------------------------------------------- admin endpoints beyond the lists

/** How many rows an action moved. */
const moved = z.object({ count: z.number() });
const own = { admin: true } as const;

/** `/admin/user.Relation/*`: the tree view's children and the moves. */
export const relationAdminEndpoints = {
  children: endpoint({
    method: 'GET', path: '/admin/user.Relation/children', audience: { admin: 'user/relation/index' }, input: relationChildrenQuery,
    output: z.object({ list: z.array(relationNode), total: z.number() }),
    summary: "A member's direct invitees (0: the members at the top who have a team), with their team sizes",
  }),
  move: endpoint({
    method: 'POST', path: '/admin/user.Relation/move', audience: own, input: relationMoveInput, output: z.null(),
    summary: 'Move a member with their team under another member (0: to the top)',
  }),
  unbind: endpoint({ method: 'POST', path: '/admin/user.Relation/unbind', audience: own, input: relationUnbindInput, output: moved, summary: 'The members lose their upline; their teams stay under them' }),
};

/** `/admin/distribution.Agent/*`: the reviews and the switches, each answering how many agents moved. */
export const agentAdminEndpoints = {
  add: endpoint({
    method: 'POST', path: '/admin/distribution.Agent/add', audience: own, input: agentAddInput, output: z.object({ id: z.number(), invite_code: z.string() }), summary: 'Designate a member as an approved agent',
  }),
  approve: endpoint({ method: 'POST', path: '/admin/distribution.Agent/approve', audience: own, input: agentIdsInput, output: moved, summary: 'Approve pending applications' }),
  reject: endpoint({ method: 'POST', path: '/admin/distribution.Agent/reject', audience: own, input: agentRejectInput, output: moved, summary: 'Reject pending applications with a reason' }),
  disable: endpoint({ method: 'POST', path: '/admin/distribution.Agent/disable', audience: own, input: agentIdsInput, output: moved, summary: 'Disable approved agents (they stop earning)' }),
  enable: endpoint({ method: 'POST', path: '/admin/distribution.Agent/enable', audience: own, input: agentIdsInput, output: moved, summary: 'Enable disabled agents again' }),
};

/** `/admin/hq.Commission/rates` (read with the list's node) and `saveRates`. */
export const commissionPolicyEndpoints = {
  rates: endpoint({
    method: 'GET', path: '/admin/hq.Commission/rates', audience: { admin: 'hq/commission/index' }, output: globalRates, summary: 'The global commission rates, base and self-purchase switch',
  }),
  saveRates: endpoint({
    method: 'POST', path: '/admin/hq.Commission/saveRates', audience: own, input: globalRatesInput, output: z.null(), summary: 'Save the global commission rates, base and self-purchase switch',
  }),
};

// ---------------------------------------------------------------- member API

/** `POST /api/agent/apply`. */
export const agentApplyInput = z.object({
  real_name: realName,
  mobile,
  agreement: z.union([z.boolean(), z.enum(['0', '1']), z.literal(0), z.literal(1)]).transform((v) => v === true || v === '1' || v === 1),
});
export type AgentApplyInput = z.input<typeof agentApplyInput>;

/** `POST /api/user/bindInviter`: an approved agent's invite code; `scene` when it came from a scene QR code. */
export const bindInviterInput = z.object({
  invite_code: z.string().trim().min(1).max(16),
  source: z.enum(['invite', 'scene']).optional(),
});
export type BindInviterInput = z.input<typeof bindInviterInput>;

/** `GET /api/agent/team`: level 1 (direct invitees) or level 2 members, paged. */
export const agentTeamQuery = z.object({
  level: intInput(1, 2).default(1),
  page: intInput(1, 100000).default(1),
  limit: intInput(1, 100).default(10),
});

const int = z.number().int();
const time = int.nullable();
const teamCounts = z.object({ level1: int, level2: int });

/** `GET /api/agent/status`. */
export const agentStatusAnswer = z.object({
  earn_mode: z.enum(EARN_MODES),
  /** Whether `apply` is open to this member now. */
  can_apply: z.boolean(),
  agreement: z.string(),
  agent: z
    .object({
      status: z.enum(AGENT_STATUSES),
      source: z.enum(AGENT_SOURCES),
      real_name: z.string(),
      mobile: z.string(),
      invite_code: z.string(),
      reject_reason: z.string(),
      applied_time: time,
      audit_time: time,
      level: z.object({ id: int, name: z.string(), grade: int, level1_rate: int, level2_rate: int }).nullable(),
    })
    .nullable(),
  inviter: z.object({ nickname: z.string(), bind_time: time, expire_time: time, source: z.string() }).nullable(),
  /** Members binding now: whether this member may still bind (and to whom, under the settings). */
  can_bind: z.boolean(),
  team: teamCounts,
});
export type AgentStatusAnswer = z.output<typeof agentStatusAnswer>;

export const agentTeamMember = z.object({
  id: int,
  nickname: z.string(),
  avatar: z.string(),
  bind_time: time,
  /** Their own direct invitees. */
  invites: int,
});
export type AgentTeamMember = z.output<typeof agentTeamMember>;
export const agentTeamAnswer = z.object({ list: z.array(agentTeamMember), total: int, counts: teamCounts });
export type AgentTeamAnswer = z.output<typeof agentTeamAnswer>;

/** The agent centre's member endpoints (signed-in members, node from the path). */
export const agentEndpoints = {
  apply: endpoint({
    method: 'POST',
    path: '/api/agent/apply',
    audience: { member: true },
    input: agentApplyInput,
    output: z.null(),
    summary: 'Apply to become an agent (the agreement accepted)',
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/agent/status',
    audience: { member: true },
    output: agentStatusAnswer,
    summary: "The member's agent status, invite code, level, inviter and team counts",
  }),
  team: endpoint({
    method: 'GET',
    path: '/api/agent/team',
    audience: { member: true },
    input: agentTeamQuery,
    output: agentTeamAnswer,
    summary: 'Level 1 (direct invitees) or level 2 members of the own team, paged',
  }),
  bindInviter: endpoint({
    method: 'POST',
    path: '/api/user/bindInviter',
    audience: { member: true },
    input: bindInviterInput,
    output: z.null(),
    summary: "Bind an inviter by an approved agent's invite code",
  }),
};
