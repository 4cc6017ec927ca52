import { eq, sql } from 'drizzle-orm';
import { agent, config, withdraw } from '../src/db/schema/index.ts';
import { changeCommissionWallet } from '../src/modules/distribution/commission/wallet.ts';
import type { TestServer } from './helpers.ts';
import { memberWithBalance, type TestMember } from './commerce-fixtures.ts';
import { makeAgent, makeLevel } from './commission-fixtures.ts';

/** The `withdraw` settings (seeded; set here per case). */
export type WithdrawSettings = Partial<Record<'withdraw_channels' | 'withdraw_min' | 'withdraw_max' | 'withdraw_fee_rate' | 'withdraw_daily_count' | 'withdraw_daily_amount', string>>;

export async function setWithdrawRules(s: TestServer, values: WithdrawSettings) {
  for (const [name, value] of Object.entries(values)) {
    await s.ctx.db.update(config).set({ value }).where(eq(config.name, name));
  }
  s.ctx.settings.invalidate();
}

export const OPEN_RULES: WithdrawSettings = {
  withdraw_channels: '["balance","wechat","alipay","bank"]', withdraw_min: '0', withdraw_max: '0',
  withdraw_fee_rate: '0', withdraw_daily_count: '0', withdraw_daily_amount: '0',
};

/** The agents' level, made once per test server (the modules of one worker serve many test files: `isolate: false`). */
const levels = new WeakMap<TestServer, Promise<number>>();
const levelOf = (s: TestServer) => {
  if (!levels.has(s)) levels.set(s, makeLevel(s, 0, 0).then((row) => row.id));
  return levels.get(s)!;
};

/** An approved agent (of `shopId`) whose commission wallet holds `cents`, credited through the wallet primitive as an adjustment. */
export async function agentWithWallet(s: TestServer, cents: number, over: { shopId?: number; status?: 'approved' | 'pending' | 'disabled' } = {}): Promise<TestMember> {
  const m = await memberWithBalance(s, 0);
  await makeAgent(s, m.id, await levelOf(s), over.status ?? 'approved');
  if (over.shopId) await s.ctx.db.update(agent).set({ shopId: over.shopId }).where(eq(agent.userId, m.id));
  if (cents) await changeCommissionWallet(s.ctx.db, { userId: m.id, amount: cents, type: 'adjust', memo: 'test credit' });
  return m;
}

export async function walletOf(s: TestServer, userId: number) {
  const [a] = await s.ctx.db.select({ money: agent.commissionMoney, debt: agent.commissionDebt }).from(agent).where(eq(agent.userId, userId));
  return { money: Number(a.money), debt: Number(a.debt) };
}

/**
 * Every withdrawal whose ledger rows break its state: one `withdraw` row of −amount always; one
 * `withdraw_return` of +amount exactly when it was cancelled, rejected or failed; none otherwise.
 */
export const withdrawBreaches = (s: TestServer) => s.ctx.database.rows(sql`
  select w.id, w.status, w.amount, l.taken, l.takes, l.returned, l.returns
  from ${withdraw} w
  left join lateral (
    select coalesce(sum(-amount) filter (where type = 'withdraw'), 0) as taken, count(*) filter (where type = 'withdraw') as takes,
           coalesce(sum(amount) filter (where type = 'withdraw_return'), 0) as returned, count(*) filter (where type = 'withdraw_return') as returns
    from commission_log where withdraw_id = w.id
  ) l on true
  where l.takes <> 1 or l.taken <> w.amount
     or (w.status in ('cancelled','rejected','failed') and (l.returns <> 1 or l.returned <> w.amount))
     or (w.status not in ('cancelled','rejected','failed') and l.returns <> 0)`);

/** Puts an approved row into `paying` as a gateway start would (the gateways themselves are the payout branch's, tested there with loopbacks). */
export const markPaying = (s: TestServer, id: number) =>
  s.ctx.db.update(withdraw).set({ status: 'paying', payingTime: sql`now()` }).where(eq(withdraw.id, id));
