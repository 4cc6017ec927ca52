/**
 * `npm run bench`: withdrawals of commission on PostgreSQL (issue 14, item 6). 50 approved agents
 * (`BENCH_WITHDRAW_AGENTS`), each wallet credited through the wallet primitive, apply at once,
 * each agent `BENCH_WITHDRAW_EACH` (40) times in a row, alternately to the balance (paid at once,
 * the member's balance credited) and to a bank card (pending), through the engine the member API
 * calls (`applyWithdraw`: the wallet locked, the rules and daily limits checked under the lock, the
 * row, the ledger rows). Timed: withdrawals per second. After: every wallet equal to its ledger,
 * every withdrawal with exactly one `withdraw` ledger row and no return, no wallet below zero, the
 * balances equal to their money logs. Exit code 1 if one fails. Results go to bench/results/withdraw.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { freshPgDatabase, round, size, startApp, writeResults } from './support.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { changeCommissionWallet } from '../apps/server/src/modules/distribution/commission/wallet.ts';
import { applyWithdraw } from '../apps/server/src/modules/finance/apply.ts';
import type { WithdrawRules } from '../apps/server/src/modules/finance/settings.ts';
import { walletBreachesSql } from '../apps/server/test/commission-bulk.ts';

const AGENTS = Number(process.env.BENCH_WITHDRAW_AGENTS ?? size(50, 5));
const EACH = Number(process.env.BENCH_WITHDRAW_EACH ?? size(40, 4));
const PORT = Number(process.env.BENCH_PORT ?? 18_520);
const RULES: WithdrawRules = { channels: ['balance', 'bank'], min: 100, max: 0, feeRate: 100, dailyCount: 0, dailyAmount: 0 };

async function seedAgents(database: Database): Promise<number[]> {
  const [level] = await database.rows<{ id: number }>(sql`insert into agent_level (name, grade) values ('Bench', 900) returning id`);
  const users = await database.rows<{ id: number }>(sql`
    insert into "user" (group_id, username, nickname, password, join_time)
    select 1, 'wdbench' || g, 'wdbench' || g, 'x', now() from generate_series(1, ${AGENTS}) g returning id`);
  await database.rows(sql`
    insert into agent (user_id, level_id, invite_code, status, source)
    select u, ${level.id}, 'WB' || u, 'approved', 'admin' from unnest(${sql.raw(`array[${users.map((u) => u.id).join(',')}]`)}::integer[]) u`);
  for (const u of users) await changeCommissionWallet(database.db, { userId: u.id, amount: EACH * 1_000, type: 'adjust', memo: 'bench credit' });
  return users.map((u) => u.id);
}

async function check(database: Database): Promise<Record<string, number>> {
  const wallets = (await database.rows(walletBreachesSql)).length;
  const [c] = await database.rows<{ withdrawals: number; bad_rows: number; negative: number; balances: number }>(sql`
    select (select count(*)::integer from withdraw) as withdrawals,
      (select count(*)::integer from withdraw w where (select count(*) from commission_log l where l.withdraw_id = w.id and l.type = 'withdraw' and l.amount = -w.amount) <> 1
         or exists (select 1 from commission_log l where l.withdraw_id = w.id and l.type = 'withdraw_return')) as bad_rows,
      (select count(*)::integer from agent where commission_money < 0) as negative,
      (select count(*)::integer from "user" u where u.money <> coalesce((select sum(money) from user_money_log m where m.user_id = u.id), 0)) as balances`);
  const out = { ...c, wallet_breaches: wallets };
  const ok = wallets === 0 && c.bad_rows === 0 && c.negative === 0 && c.balances === 0 && c.withdrawals === AGENTS * EACH;
  console.log(`after: ${JSON.stringify(out)} ${ok ? 'OK' : 'FAILED'}`);
  if (!ok) process.exitCode = 1;
  return out;
}

async function main() {
  const db = await freshPgDatabase('withdraw');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-withdraw-'));
  let database: Database | undefined;
  try {
    // The app migrates and seeds the database once (a smoke run's copy is migrated), then leaves it to this process.
    if (!db.migrated) await (await startApp(PORT, { DATA_DIR: dataDir, DATABASE_URL: db.url })).stop();
    database = await openDatabase({ databaseUrl: db.url });
    const agents = await seedAgents(database);
    const bank = { account_name: 'Bench', account_no: '6222000011112222', bank_name: 'ICBC', bank_branch: '' };
    const t0 = performance.now();
    await Promise.all(agents.map(async (userId) => {
      for (let i = 0; i < EACH; i++) {
        const channel = i % 2 ? 'bank' : 'balance';
        await applyWithdraw(database!.db, userId, { ...bank, channel, amount: '10.00' }, { rules: RULES, timeZone: 'Asia/Shanghai' });
      }
    }));
    const ms = performance.now() - t0;
    const n = AGENTS * EACH;
    console.log(`${n} withdrawals by ${AGENTS} agents at once in ${round(ms / 1000)} s: ${Math.round(n / (ms / 1000))} / s`);
    writeResults('withdraw', { agents: AGENTS, each: EACH, withdrawals: n, seconds: round(ms / 1000), per_second: Math.round(n / (ms / 1000)), after: await check(database) });
  } finally {
    await database?.close();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
