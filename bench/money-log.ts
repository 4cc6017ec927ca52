/**
 * `npm run bench` (third part): the member ledger under contention, on PostgreSQL.
 * 50 concurrent clients add money-log rows (mixed signs, so some are refused as they would make
 * the balance negative) against ONE member through `POST /admin/user.MoneyLog/add` for ~10 s:
 * operations per second, p50 / p99 latency, and afterwards the invariant checked with pg: the
 * balance equals the sum of the logged changes, the rows chain (each `before` is the previous
 * `after`, `after = before + change`), nothing is negative, and every accepted request has its
 * row while no refused one has. The same load spread over one member per client follows, for
 * comparison (what the row lock costs). The database is created fresh (BENCH_DATABASE_URL,
 * TEST_DATABASE_URL or a local default) and dropped at the end. Results go to
 * bench/results/money-log.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminToken, freshPgDatabase, machine, percentile, round, size, startApp, withClient, writeResults, type StartedApp } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? size(10, 1));
const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? size(50, 10));
const PORT = 18_320; // its own: bench/all.mjs runs two smoke scripts at once
const BASE = `http://127.0.0.1:${PORT}`;

interface Envelope<T = unknown> { code: number; msg: string; data: T }

async function api<T = unknown>(method: string, url: string, token: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(BASE + url, {
    method,
    headers: { server: '1', 'think-lang': 'en', batoken: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

/** A change in yuan: credits of 1.00–5.99, debits of 1.00–7.99 (debits slightly larger, so the balance runs low and refusals happen). */
function randomChange(): string {
  const credit = Math.random() < 0.5;
  const cents = 100 + Math.floor(Math.random() * (credit ? 500 : 700));
  return `${credit ? '' : '-'}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

interface Outcome { memo: string; accepted: boolean; ms: number }

async function client(n: number, token: string, userId: number, until: number, out: Outcome[]) {
  for (let i = 0; performance.now() < until; i++) {
    const memo = `bench c${n} #${i}`;
    const t0 = performance.now();
    const res = await api('POST', '/admin/user.MoneyLog/add', token, { user_id: userId, money: randomChange(), memo });
    const ms = performance.now() - t0;
    if (res.code !== 1 && !res.msg.startsWith('Insufficient balance')) throw new Error(`unexpected answer: ${JSON.stringify(res)}`);
    out.push({ memo, accepted: res.code === 1, ms });
  }
}

/** The ledger invariant, read back with pg. */
async function checkInvariant(url: string, userId: number, outcomes: Outcome[]) {
  return withClient(url, async (c) => {
    const rows = (await c.query('select money::bigint as change, before::bigint as before, after::bigint as after, memo from user_money_log where user_id = $1 order by id', [userId])).rows
      .map((r) => ({ change: Number(r.change), before: Number(r.before), after: Number(r.after), memo: String(r.memo) }));
    const balance = Number((await c.query('select money::bigint as money from "user" where id = $1', [userId])).rows[0].money);
    let current = 0;
    let chainBreaks = 0;
    for (const r of rows) {
      if (r.before !== current || r.after !== r.before + r.change || r.after < 0) chainBreaks++;
      current = r.after;
    }
    const sum = rows.reduce((s, r) => s + r.change, 0);
    const logged = new Set(rows.map((r) => r.memo));
    const acceptedWithoutRow = outcomes.filter((o) => o.accepted && !logged.has(o.memo)).length;
    const refusedWithRow = outcomes.filter((o) => !o.accepted && logged.has(o.memo)).length;
    const held = balance === sum && balance === current && chainBreaks === 0 && balance >= 0 && acceptedWithoutRow === 0 && refusedWithRow === 0;
    return { held, rows: rows.length, balanceCents: balance, sumOfChangesCents: sum, chainBreaks, acceptedWithoutRow, refusedWithRow };
  });
}

// ---------------------------------------------------------------- run

async function addMember(token: string, dbUrl: string, username: string): Promise<number> {
  const added = await api('POST', '/admin/user.User/add', token, { group_id: 1, username, nickname: username, password: 'bench-member-pass' });
  if (added.code !== 1) throw new Error(`member add failed: ${added.msg}`);
  const userId = await withClient(dbUrl, async (c) => Number((await c.query('select id from "user" where username = $1', [username])).rows[0].id));
  const opening = await api('POST', '/admin/user.MoneyLog/add', token, { user_id: userId, money: '100.00', memo: 'opening balance' });
  if (opening.code !== 1) throw new Error(`opening balance failed: ${opening.msg}`);
  return userId;
}

/** CLIENTS clients for SECONDS against `members` (one shared member, or one each). */
async function scenario(token: string, dbUrl: string, members: number[]) {
  const outcomes: Outcome[][] = members.map(() => [{ memo: 'opening balance', accepted: true, ms: 0 }]);
  const t0 = performance.now();
  const until = t0 + SECONDS * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n, token, members[n % members.length], until, outcomes[n % members.length])));
  const elapsed = (performance.now() - t0) / 1000;
  const timed = outcomes.flatMap((o) => o.slice(1));
  const latencies = timed.map((o) => o.ms).sort((a, b) => a - b);
  const accepted = timed.filter((o) => o.accepted).length;
  const checks = await Promise.all(members.map((id, i) => checkInvariant(dbUrl, id, outcomes[i])));
  return {
    members: members.length,
    seconds: round(elapsed),
    requests: timed.length,
    accepted,
    refusedNegative: timed.length - accepted,
    opsPerSecond: round(timed.length / elapsed),
    acceptedPerSecond: round(accepted / elapsed),
    latencyMs: { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), max: round(latencies[latencies.length - 1]) },
    invariant: members.length === 1 ? checks[0] : { held: checks.every((c) => c.held), rows: checks.reduce((n, c) => n + c.rows, 0) },
  };
}

const db = await freshPgDatabase('ledger');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
let server: StartedApp | undefined;
try {
  console.log(`money log on PostgreSQL: ${CLIENTS} concurrent clients for ${SECONDS} s against one member, then (for comparison) one member each`);
  server = await startApp(PORT, { DATA_DIR: dataDir, DATABASE_URL: db.url });
  const token = await adminToken(BASE);
  const oneMember = await scenario(token, db.url, [await addMember(token, db.url, 'benchmember')]);
  const spread: number[] = [];
  for (let i = 0; i < CLIENTS; i++) spread.push(await addMember(token, db.url, `benchspread${i}`));
  const memberEach = await scenario(token, db.url, spread);
  const results = {
    machine: await machine(db.url),
    clients: CLIENTS,
    oneMember,
    memberEach,
  };
  console.log(JSON.stringify(results, null, 2));
  writeResults('money-log', results);
  if (!oneMember.invariant.held || !memberEach.invariant.held) process.exitCode = 1;
} finally {
  await server?.stop();
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
