import { centsOf, type BindMode, type BindScope, type CommissionBase, type EarnMode } from '@app/contract';
import { BIND_MODES, BIND_SCOPES, COMMISSION_BASES, EARN_MODES } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { config } from '../../db/schema/index.ts';
import { settingValue } from '../../core/settings.ts';

type Ctx = Pick<AppContext, 'settings'>;

const oneOf = <T extends string>(values: readonly T[], fallback: T) => (v: unknown): T => ((values as readonly string[]).includes(String(v)) ? (v as T) : fallback);
const whole = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) => (v: unknown): number => {
  const n = Number(v);
  return v !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/**
 * The config centre's `distribution` group, typed: each setting with its reader (the stored text
 * parsed, its default when the text is not a valid value). Both halves of issue 13 read through
 * `distributionSetting`; the seeds are in db/seed/config.ts. The agreement, one per language, is
 * read by agreement.ts.
 */
const DISTRIBUTION_SETTINGS = {
  /** Who may bind: `new` members (no paid order yet) or `any` member without an upline. */
  distribution_bind_scope: { fallback: 'any' as BindScope, read: oneOf<BindScope>(BIND_SCOPES, 'any') },
  /** How long a binding lasts: `permanent`, `days` (distribution_bind_days), `latest` (a newer invitation replaces it). */
  distribution_bind_mode: { fallback: 'permanent' as BindMode, read: oneOf<BindMode>(BIND_MODES, 'permanent') },
  distribution_bind_days: { fallback: 30, read: whole(30, 1, 36500) },
  /** Who may earn: `everyone`, `apply` (and be approved), `admin` (designated), `spend` (past the threshold). */
  distribution_earn_mode: { fallback: 'apply' as EarnMode, read: oneOf<EarnMode>(EARN_MODES, 'apply') },
  /** Cents of completed orders that make a member an agent in `spend` mode (stored in yuan). */
  distribution_spend_threshold: { fallback: 0, read: (v: unknown) => Math.max(0, centsOf(String(v ?? '')) ?? 0) },
  /** The global level 1 / level 2 rates in basis points (used where neither the product nor the agent level sets one). */
  commission_level1_rate: { fallback: 0, read: whole(0, 0, 10000) },
  commission_level2_rate: { fallback: 0, read: whole(0, 0, 10000) },
  /** The commission base: the amount `paid` or the `profit` (paid minus cost price). */
  commission_base: { fallback: 'paid' as CommissionBase, read: oneOf<CommissionBase>(COMMISSION_BASES, 'paid') },
  /** Whether a buyer who is an agent earns on their own purchase. */
  commission_self_purchase: { fallback: false, read: (v: unknown) => v === '1' || v === 1 || v === true },
  /** The default of "earns commission" (`allow_commission`) on a new HQ or shop promotion: on unless the operator turns it off. */
  commission_activity_default: { fallback: true, read: (v: unknown) => !(v === '0' || v === 0 || v === false) },
} as const;

export type DistributionSettingName = keyof typeof DISTRIBUTION_SETTINGS;
export type DistributionSettingValue<N extends DistributionSettingName> = ReturnType<(typeof DISTRIBUTION_SETTINGS)[N]['read']>;
export const DISTRIBUTION_SETTING_NAMES = Object.keys(DISTRIBUTION_SETTINGS) as DistributionSettingName[];

/** One setting of the `distribution` group, typed (`commission_level1_rate` → number, `commission_self_purchase` → boolean). */
export async function distributionSetting<N extends DistributionSettingName>(ctx: Ctx, name: N): Promise<DistributionSettingValue<N>> {
  const spec = DISTRIBUTION_SETTINGS[name];
  return spec.read(await ctx.settings.get<unknown>(name, undefined)) as DistributionSettingValue<N>;
}

/**
 * The same setting read through `db` (a write's transaction), not the settings cache: the cache
 * may query outside the transaction, which on the embedded database waits for it.
 */
export async function distributionSettingIn<N extends DistributionSettingName>(db: Db, name: N): Promise<DistributionSettingValue<N>> {
  const [row] = await db.select({ type: config.type, value: config.value }).from(config).where(eq(config.name, name));
  return DISTRIBUTION_SETTINGS[name].read(row ? settingValue(row) : undefined) as DistributionSettingValue<N>;
}
