/**
 * `npm run bench`: settlement of due commissions on PostgreSQL (issue 13, item 10).
 * 100,000 due commissions (`BENCH_COMMISSIONS`; 50,000 completed one-line orders, a level-1 and a
 * level-2 commission each, over 2,000 agents of whom every 10th starts with a debt) are written
 * with generate_series into a fresh, migrated database; then the settlement the
 * `commission-settle` job runs (`settleCommissions`, batches of 1,000 in a transaction each:
 * claim with SKIP LOCKED, conditional status update, bulk ledger rows, one wallet update per
 * agent) settles them all, timed. Then the same again on a second batch with two runs at once
 * (two connection pools, as two instances). After each: nothing left pending, exactly one
 * `settle` ledger row per commission, every wallet equal to its ledger (money − debt = sum of
 * amounts, rows chained), every commission's ledger rows equal to what it says. Exit code 1 if
 * one fails. Results go to bench/results/commissions.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPgDatabase, round, size, startApp, writeResults } from './support.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { settleCommissions } from '../apps/server/src/modules/distribution/commission/lifecycle.ts';
import { commissionBreachesSql, seedDueCommissions, walletBreachesSql } from '../apps/server/test/commission-bulk.ts';
import { sql, type SQL } from 'drizzle-orm';

const COMMISSIONS = Number(process.env.BENCH_COMMISSIONS ?? size(100_000, 3_000));
const AGENTS = Number(process.env.BENCH_AGENTS ?? size(2_000, 50));
const PORT = Number(process.env.BENCH_PORT ?? 18_500);

async function check(database: Database, label: string): Promise<Record<string, number>> {
  const [counts] = await database.rows<{ pending: number; settles: number; settled: number; debts_paid: number }>(sql`
    select (select count(*)::integer from commission where status = 'pending') as pending,
      (select count(*)::integer from commission where status = 'settled') as settled,
      (select count(*)::integer from commission_log where type = 'settle') as settles,
      (select count(*)::integer from commission_log where type = 'settle' and debt_after < debt_before) as debts_paid`);
  const wallets = (await database.rows(walletBreachesSql)).length;
  const commissions = (await database.rows(commissionBreachesSql)).length;
  const out = { ...counts, wallet_breaches: wallets, commission_breaches: commissions };
  const ok = counts.pending === 0 && counts.settles === counts.settled && wallets === 0 && commissions === 0;
  console.log(`${label}: ${JSON.stringify(out)} ${ok ? 'OK' : 'FAILED'}`);
  if (!ok) process.exitCode = 1;
  return out;
}

async function main() {
  const db = await freshPgDatabase('commissions');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-commissions-'));
  const results: Record<string, unknown> = { commissions: COMMISSIONS, agents: AGENTS };
  let a: Database | undefined;
  let b: Database | undefined;
  try {
    // The app migrates and seeds the database once (a smoke run's copy is migrated), then leaves it to this process.
    if (!db.migrated) await (await startApp(PORT, { DATA_DIR: dataDir, DATABASE_URL: db.url })).stop();
    a = await openDatabase({ databaseUrl: db.url });
    b = await openDatabase({ databaseUrl: db.url });
    const rows = (d: Database) => <T,>(q: SQL) => d.rows<T>(q);

    let t0 = performance.now();
    const made = await seedDueCommissions(rows(a), { tag: 'one', orders: Math.ceil(COMMISSIONS / 2), agents: AGENTS, debtEvery: 10 });
    await a.rows(sql`analyze`);
    console.log(`seeded ${made} due commissions in ${round((performance.now() - t0) / 1000)} s`);
    t0 = performance.now();
    const one = await settleCommissions(a.db, { due: true });
    const oneMs = performance.now() - t0;
    console.log(`one run: settled ${one.count} (${(one.amount / 100).toFixed(2)} yuan) in ${round(oneMs / 1000)} s, ${Math.round(one.count / (oneMs / 1000))} / s`);
    results.one_run = { settled: one.count, seconds: round(oneMs / 1000), per_second: Math.round(one.count / (oneMs / 1000)), after: await check(a, 'one run') };

    await seedDueCommissions(rows(a), { tag: 'two', orders: Math.ceil(COMMISSIONS / 2), agents: AGENTS, debtEvery: 10 });
    await a.rows(sql`analyze`);
    t0 = performance.now();
    const [x, y] = await Promise.all([settleCommissions(a.db, { due: true }), settleCommissions(b.db, { due: true })]);
    const twoMs = performance.now() - t0;
    console.log(`two runs at once: settled ${x.count} + ${y.count} in ${round(twoMs / 1000)} s`);
    results.two_runs = { settled: [x.count, y.count], seconds: round(twoMs / 1000), per_second: Math.round((x.count + y.count) / (twoMs / 1000)), after: await check(a, 'two runs') };
    if (x.count + y.count !== made) {
      console.log(`two runs settled ${x.count + y.count}, expected ${made}: FAILED`);
      process.exitCode = 1;
    }
    writeResults('commissions', results);
  } finally {
    await a?.close();
    await b?.close();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
