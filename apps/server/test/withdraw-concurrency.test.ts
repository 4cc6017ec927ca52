import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WithdrawApplyInput } from '@app/contract';
import { withdraw } from '../src/db/schema/index.ts';
import { applyWithdraw } from '../src/modules/finance/apply.ts';
import { withdrawRules } from '../src/modules/finance/settings.ts';
import { approveWithdraws } from '../src/modules/finance/transitions.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { balanceOf, type TestMember } from './commerce-fixtures.ts';
import { walletBreaches } from './commission-fixtures.ts';
import { agentWithWallet, OPEN_RULES, setWithdrawRules, walletOf, withdrawBreaches } from './withdraw-fixtures.ts';

/**
 * Withdrawals under concurrency (on PostgreSQL through two instances on one database; on PGlite
 * one): many applications to a bank card and to the balance against one wallet never overdraw it
 * nor pass the daily limits, and the wallet stays the sum of its ledger; a batch approval racing
 * the member's cancellations moves each row once, and only cancelled ones get their money back.
 */
let s: TestServer;
let other: TestServer | undefined;
beforeAll(async () => {
  s = await startTestServer();
  if (s.databaseUrl) other = await startTestServer({ DATABASE_URL: s.databaseUrl });
  await setWithdrawRules(s, OPEN_RULES);
});
afterAll(async () => {
  expect(await walletBreaches(s)).toEqual([]);
  expect(await withdrawBreaches(s)).toEqual([]);
  await other?.close();
  await s?.close();
});

const h = (m: TestMember) => ({ 'think-lang': 'en', 'ba-user-token': m.token });
/**
 * Request `i` of a burst: even ones through this instance's HTTP API, odd ones through the second
 * instance's engine on its own pool (tokens are per instance), so both instances race on one database.
 */
async function applyAs(i: number, m: TestMember, body: WithdrawApplyInput): Promise<{ code: number; msg: string; channel?: string }> {
  if (!(i % 2) || !other) {
    const res = await s.call('POST', '/api/withdraw/apply', { headers: h(m), body });
    return { code: res.body.code, msg: res.body.msg, channel: res.body.data?.row?.channel };
  }
  const rules = await withdrawRules(other.ctx);
  return applyWithdraw(other.ctx.db, m.id, body, { rules, timeZone: 'Asia/Shanghai' })
    .then((row) => ({ code: 1, msg: '', channel: row.channel }), (e: Error) => ({ code: 0, msg: e.message }));
}
const bank = { channel: 'bank', account_name: 'Li', account_no: '6222000011112222', bank_name: 'ICBC', bank_branch: '' } as const;

describe('one wallet, many requests at once', () => {
  it('40 applications of 7.00 (bank and balance) against 100.00: 14 pass, the wallet never below zero, each with one withdraw row', async () => {
    const m = await agentWithWallet(s, 10_000);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) =>
      applyAs(i, m, i % 3 ? { ...bank, amount: '7.00', channel: 'balance' } : { ...bank, amount: '7.00' })));
    const passed = results.filter((r) => r.code === 1);
    expect(passed).toHaveLength(14);
    expect([...new Set(results.filter((r) => r.code !== 1).map((r) => r.msg))]).toEqual(['Insufficient commission balance']);
    expect(await walletOf(s, m.id)).toEqual({ money: 200, debt: 0 });
    const toBalance = passed.filter((r) => r.channel === 'balance').length;
    expect(await balanceOf(s, m.id)).toMatchObject({ money: toBalance * 700, logged: toBalance * 700 });
  });

  it('the daily count holds under a burst', async () => {
    const m = await agentWithWallet(s, 10_000);
    await setWithdrawRules(s, { withdraw_daily_count: '3' });
    other?.ctx.settings.invalidate();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => applyAs(i, m, { ...bank, amount: '1.00', channel: 'balance' })));
    await setWithdrawRules(s, OPEN_RULES);
    other?.ctx.settings.invalidate();
    expect(results.filter((r) => r.code === 1)).toHaveLength(3);
    expect(await walletOf(s, m.id)).toEqual({ money: 9_700, debt: 0 });
  });

  it('a batch approval racing the member\'s cancellations moves each row once', async () => {
    const m = await agentWithWallet(s, 10_000);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await s.call('POST', '/api/withdraw/apply', { headers: h(m), body: { amount: '5.00', channel: 'bank', account_name: 'Li', account_no: '6222000011112222', bank_name: 'ICBC' } });
      ids.push(res.body.data.row.id);
    }
    const [approved, ...cancels] = await Promise.all([
      approveWithdraws((other ?? s).ctx, ids, { adminId: null }),
      ...ids.map((id) => s.call('POST', '/api/withdraw/cancel', { headers: h(m), body: { id } })),
    ]);
    const cancelled = cancels.filter((r) => r.body.code === 1).length;
    expect(approved.approved + cancelled).toBe(10);
    const rows = await s.ctx.db.select({ status: withdraw.status }).from(withdraw).where(eq(withdraw.userId, m.id));
    expect(rows.filter((r) => r.status === 'approved')).toHaveLength(approved.approved);
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(cancelled);
    expect(await walletOf(s, m.id)).toEqual({ money: 10_000 - 500 * approved.approved, debt: 0 });
  });
});
