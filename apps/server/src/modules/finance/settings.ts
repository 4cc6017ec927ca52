import { centsOf, WITHDRAW_CHANNELS, yuanOf, type WithdrawChannel, type WithdrawRulesView } from '@app/contract';
import type { AppContext } from '../../context.ts';

type Ctx = Pick<AppContext, 'settings'>;

/** The config centre's `withdraw` group, typed (seeds in db/seed/config.ts; migration 0022 adds them to an existing install). */
export interface WithdrawRules {
  /** The channels members may choose. */
  channels: WithdrawChannel[];
  /** Cents; 0 = no minimum / maximum. */
  min: number;
  max: number;
  /** Basis points kept as the fee (never on the balance channel). */
  feeRate: number;
  /** Per agent and local day; 0 = no limit. */
  dailyCount: number;
  dailyAmount: number;
}

const whole = (v: unknown, max = Number.MAX_SAFE_INTEGER): number => {
  const n = Number(v);
  return v !== '' && Number.isInteger(n) && n >= 0 && n <= max ? n : 0;
};
const cents = (v: unknown): number => Math.max(0, centsOf(String(v ?? '')) ?? 0);
const channelsOf = (v: unknown): WithdrawChannel[] =>
  Array.isArray(v) ? WITHDRAW_CHANNELS.filter((c) => v.map(String).includes(c)) : [];

/** The rules, read before a transaction opens; an unset or invalid value reads as no limit (channels: none). */
export async function withdrawRules(ctx: Ctx): Promise<WithdrawRules> {
  const get = (name: string) => ctx.settings.get<unknown>(name, undefined);
  const [channels, min, max, feeRate, dailyCount, dailyAmount] = await Promise.all([
    get('withdraw_channels'), get('withdraw_min'), get('withdraw_max'), get('withdraw_fee_rate'), get('withdraw_daily_count'), get('withdraw_daily_amount'),
  ]);
  return {
    channels: channelsOf(channels), min: cents(min), max: cents(max), feeRate: whole(feeRate, 10000),
    dailyCount: whole(dailyCount), dailyAmount: cents(dailyAmount),
  };
}

/** The rules as the member's apply form shows them. */
export const rulesView = (r: WithdrawRules): WithdrawRulesView => ({
  channels: r.channels, min: yuanOf(r.min), max: yuanOf(r.max), fee_rate: r.feeRate, daily_count: r.dailyCount, daily_amount: yuanOf(r.dailyAmount),
});
