import { count, eq, inArray } from 'drizzle-orm';
import { agentLevelAddInput, agentLevelDescription, agentLevelEditInput, commissionPolicyEndpoints as api } from '@app/contract';
import { action, defineResource, described, type ActionContext, type Row } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { seededText } from '../../core/i18n/seeded.ts';
import { agent, agentLevel, config } from '../../db/schema/index.ts';
import { distributionSetting } from './settings.ts';

const RATE_KEYS = ['commission_level1_rate', 'commission_level2_rate', 'commission_base', 'commission_self_purchase'] as const;

/** Each level with the number of agents at it. */
async function withAgents(list: Row[], c: ActionContext): Promise<Row[]> {
  const ids = list.map((r) => r.id as number);
  const counts = ids.length
    ? await c.db.select({ levelId: agent.levelId, n: count() }).from(agent).where(inArray(agent.levelId, ids)).groupBy(agent.levelId)
    : [];
  const by = new Map(counts.map((r) => [r.levelId, r.n]));
  return list.map((r) => ({ ...r, agents: by.get(r.id as number) ?? 0 }));
}

/**
 * `/admin/hq.Commission/*`: the HQ commission policy. Its rows are the agent levels (grade, level
 * 1 and 2 rates in basis points, upgrade tasks with AND / OR); `rates` reads and saves the global
 * rates, the commission base and the self-purchase switch, kept in the config centre's
 * `distribution` group (the commission engine reads them through `distributionSetting`).
 */
export const agentLevelResource = defineResource({
  ...described(agentLevelDescription),
  table: agentLevel,
  weigh: 'weigh',
  add: { input: agentLevelAddInput },
  edit: { input: agentLevelEditInput },
  // the edit row: its own columns and its agents, the stored name (the `editRow` hook)
  outputs: { editRow: (own) => own },
  hooks: {
    // The seeded level's name in the reader's language (lists and the remote select); the edit form keeps the stored name.
    rows: async (list, c) => (await withAgents(list, c)).map((r) => ({ ...r, name: seededText(c.req.lang, String(r.name ?? '')) })),
    editRow: async (row, c) => (await withAgents([row], c))[0],
    // Agents keep their level: a level in use, or the last one (new agents get the lowest grade), stays.
    async beforeDel(list, c) {
      const ids = list.map((r) => r.id as number);
      const [used] = await c.db.select({ n: count() }).from(agent).where(inArray(agent.levelId, ids));
      if (used.n > 0) throw new ApiError('Agents are at this level: move them to another level first');
      const [all] = await c.db.select({ n: count() }).from(agentLevel);
      if (all.n - ids.length < 1) throw new ApiError('At least one agent level must remain');
      return list;
    },
  },
  actions: {
    rates: action({
      endpoint: api.rates,
      transaction: false,
      async run(_input, c) {
        return {
          commission_level1_rate: await distributionSetting(c.app, 'commission_level1_rate'),
          commission_level2_rate: await distributionSetting(c.app, 'commission_level2_rate'),
          commission_base: await distributionSetting(c.app, 'commission_base'),
          commission_self_purchase: (await distributionSetting(c.app, 'commission_self_purchase')) ? ('1' as const) : ('0' as const),
        };
      },
    }),
    saveRates: action({
      endpoint: api.saveRates,
      message: 'Operation successful',
      async run(input, c) {
        for (const key of RATE_KEYS) {
          const value = key === 'commission_self_purchase' ? (input[key] ? '1' : '0') : String(input[key]);
          const [saved] = await c.db.update(config).set({ value }).where(eq(config.name, key)).returning({ id: config.id });
          if (!saved) throw new ApiError('The distribution settings are missing: restart the server to seed them');
        }
        c.onCommit(() => c.app.settings.invalidate());
        return null;
      },
    }),
  },
});
