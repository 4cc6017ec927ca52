import { inArray, sql } from 'drizzle-orm';
import { adminRule } from '../src/db/schema/index.ts';
import { listUrl, makeAdmin, makeGroup } from './crud-harness.ts';
import type { TestServer } from './helpers.ts';

export const en = (h: Record<string, string>) => ({ ...h, 'think-lang': 'en' });

/** Ids of seeded admin rules by name. */
export async function ruleIds(s: TestServer, names: string[]): Promise<number[]> {
  const rows = await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(inArray(adminRule.name, names));
  if (rows.length !== names.length) throw new Error('missing rules among ' + names.join(', '));
  return rows.map((r) => r.id);
}

const nodes = (prefix: string, actions: string[]) => [prefix, ...actions.map((a) => `${prefix}/${a}`)];

/**
 * A limited hierarchy for data-limit tests, made through the API:
 *   boss   may manage admins and both security logs, plus the rule list (one more rule)
 *   minion the same minus that extra rule: below boss by rights
 *   peer   exactly boss's rules: not below boss
 */
export async function limitedAdmins(s: TestServer, superToken: string) {
  const common = await ruleIds(s, [
    'auth', ...nodes('auth/admin', ['index', 'add', 'edit', 'del']),
    'security', ...nodes('security/dataRecycleLog', ['index', 'del', 'restore', 'info']),
    ...nodes('security/sensitiveDataLog', ['index', 'del', 'rollback', 'info']),
  ]);
  const extra = await ruleIds(s, ['auth/rule', 'auth/rule/index']);
  const gBoss = await makeGroup(s.call, superToken, 'G_boss', [...common, ...extra]);
  const gMinion = await makeGroup(s.call, superToken, 'G_minion', common);
  const gPeer = await makeGroup(s.call, superToken, 'G_peer', [...common, ...extra]);
  return {
    boss: await makeAdmin(s.call, superToken, 'boss', [gBoss]),
    minion: await makeAdmin(s.call, superToken, 'minion', [gMinion]),
    peer: await makeAdmin(s.call, superToken, 'peer', [gPeer]),
  };
}

/** The rows of a list as the given admin sees them. */
export async function listed(s: TestServer, path: string, headers: Record<string, string>, params: Record<string, unknown> = {}) {
  const res = await s.call('GET', listUrl(path, { limit: 100, ...params }), { headers });
  if (res.body.code !== 1) throw new Error(`${path} index: ${JSON.stringify(res.body)}`);
  return res.body.data.list as Record<string, any>[];
}

export const countRows = async (s: TestServer, table: string) =>
  Number((await s.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n);
