/**
 * `npm run bench`: a fleet behind nginx (issue 32, item 6). Three app instances on one fresh
 * PostgreSQL database and one redis-server (same DATABASE_URL, REDIS_URL and TOKEN_SECRET,
 * TRUST_PROXY on), nginx in front with the README's own front (bench/nginx.ts: Debian's nginx,
 * installed when missing, run as a child with its own prefix). Under steady load through nginx
 * (`BENCH_FLEET_CLIENTS` clients, each pausing 20 ms between requests: a quarter member balance
 * reads, a quarter admin list reads, half admin ledger changes of 0.01 with a unique memo), in
 * phases: warm-up; one instance SIGKILLed, left down a while, started again; a rolling restart
 * (each instance in turn SIGTERMed, its exit awaited, started, ready, given a few seconds of
 * traffic); a cool-down. Every request is recorded (sent, answered, HTTP status, envelope code)
 * and nginx logs which instances it tried for it.
 *
 * Checked (exit code 1 if one fails): every acknowledged write (code 1) is in the database by
 * its memo and no memo is there twice (nginx never sent a POST twice); no request failed outside
 * the kill's phase (warm-up, rolling restart, cool-down); the kill cost at most the requests in
 * flight on the killed instance (nginx's log: tried there, started before it died and ended after
 * the kill), each failure being one of them; every instance stopped by SIGTERM exited 0; every
 * instance took requests again after its restart; the periodic jobs ran once per period (the
 * `job_run` table polled every 100 ms: each claim of a job at or after the previous claim's
 * `next_run_time`, and at least one claim seen); every member's balance equals their ledger.
 * Figures: requests sent, acknowledged and failed, per phase and in all, the failures' times and
 * the phases' times (seconds after the load started). `BENCH_PORT` (18560: the three instances,
 * nginx on +3). Results: bench/results/fleet.json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tokenDigest } from '../apps/server/src/core/auth/tokens.ts';
import { startNginx, type AccessEntry } from './nginx.ts';
import { adminToken, assertFree, freshPgDatabase, machine, round, size, startApp, startRedis, waitFor, withClient, writeResults, type StartedApp } from './support.ts';

const CLIENTS = Number(process.env.BENCH_FLEET_CLIENTS ?? size(16, 4));
const PAUSE_MS = 20;
const WARM_S = size(15, 1);
/** How long the killed instance stays down. */
const DOWN_S = size(8, 1);
/**
 * Traffic after each restart before the next step: nginx takes a failed instance back after its
 * fail_timeout (2 s), so the last one restarted has SETTLE_S + COOL_S to take requests again.
 */
const SETTLE_S = size(6, 2);
const COOL_S = size(5, 1);
const MEMBERS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 18_560);
const KILLED = 1;

type Kind = 'balance' | 'list' | 'write';
interface Sent {
  id: number;
  kind: Kind;
  sentMs: number;
  doneMs: number;
  status: number;
  code: number | null;
  memo?: string;
  error?: string;
}
const acknowledged = (r: Sent) => r.status === 200 && r.code === 1;

/** Epoch milliseconds with a fraction (comparable with nginx's `$msec`). */
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Members with a token each (inserted as TokenStore.issue stores them: the HMAC of a random UUID). */
async function seedMembers(url: string, secret: string): Promise<{ ids: number[]; tokens: string[] }> {
  return withClient(url, async (c) => {
    const ids = (await c.query(`insert into "user" (group_id, username, nickname, password, money, join_time)
      select 1, 'fleet' || g, 'Fleet member ' || g, '', 0, now() from generate_series(1, ${MEMBERS}) g returning id`)).rows.map((r) => Number(r.id));
    const tokens = ids.map(() => crypto.randomUUID());
    await c.query(`insert into token (token, type, user_id, expire_time)
      select d, 'user', u, now() + interval '1 day' from unnest($1::text[], $2::int[]) as x(d, u)`, [tokens.map((t) => tokenDigest(secret, t)), ids]);
    return { ids, tokens };
  });
}

interface Claim { name: string; instance: string; lastS: number; nextS: number }

/** Polls `job_run` every 100 ms: every claim of a period (a new last_run_time) seen. */
function watchJobs(url: string): { stop: () => Promise<Claim[]> } {
  const seen = new Map<string, Claim>();
  let on = true;
  const done = withClient(url, async (c) => {
    while (on) {
      const rows = (await c.query(`select name, instance, last_run_time::text as last,
        extract(epoch from last_run_time)::float8 as last_s, extract(epoch from next_run_time)::float8 as next_s from job_run`)).rows;
      for (const r of rows) seen.set(`${r.name} ${r.last}`, { name: r.name, instance: r.instance, lastS: Number(r.last_s), nextS: Number(r.next_s) });
      await sleep(100);
    }
  });
  return { stop: async () => { on = false; await done; return [...seen.values()]; } };
}

const started = now();
console.log(`fleet behind nginx: 3 instances, ${CLIENTS} clients; warm-up ${WARM_S} s, kill (down ${DOWN_S} s), rolling restart, cool-down ${COOL_S} s`);
const db = await freshPgDatabase('fleet');
const redis = await startRedis();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fleet-'));
const secret = crypto.randomBytes(32).toString('hex');
const ports = [PORT, PORT + 1, PORT + 2];
for (const p of [...ports, PORT + 3]) await assertFree(p);
const env = { DATA_DIR: dataDir, DATABASE_URL: db.url, REDIS_URL: redis.url, TOKEN_SECRET: secret, TRUST_PROXY: 'true', USER_LOGIN_CAPTCHA: 'false' };
const apps: (StartedApp | null)[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
let jobs: ReturnType<typeof watchJobs> | null = null;
const events: { atMs: number; what: string }[] = [];
const mark = (what: string) => {
  events.push({ atMs: now(), what });
  console.log(`  ${((now() - loadStart) / 1000).toFixed(1)} s: ${what}`);
};
let loadStart = now();
const exits: { instance: number; code: number | null; stopMs: number }[] = [];
const restartedAt: number[] = [0, 0, 0];
try {
  // one at a time: the first migrates and seeds, the others find it done; all at once on a migrated copy (smoke)
  if (db.migrated) apps.push(...(await Promise.all(ports.map((p) => startApp(p, env)))));
  else for (const p of ports) apps.push(await startApp(p, env));
  nginx = await startNginx(ports, PORT + 3);
  const front = nginx.url;
  const members = await seedMembers(db.url, secret);
  const admin = await adminToken(front);
  jobs = watchJobs(db.url);

  const sent: Sent[] = [];
  let nextId = 1;
  let loading = true;
  const call = async (kind: Kind, i: number): Promise<void> => {
    const id = nextId++;
    const m = i % MEMBERS;
    const memo = kind === 'write' ? `fleet-${id}` : undefined;
    const [url, init]: [string, RequestInit] =
      kind === 'balance' ? [`/api/account/balance?limit=5`, { headers: { 'ba-user-token': members.tokens[m] } }]
      : kind === 'list' ? [`/admin/user.MoneyLog/index?page=1&limit=10`, { headers: { batoken: admin } }]
      : [`/admin/user.MoneyLog/add`, { method: 'POST', headers: { batoken: admin, 'content-type': 'application/json' }, body: JSON.stringify({ user_id: members.ids[m], money: '0.01', memo }) }];
    const r: Sent = { id, kind, sentMs: now(), doneMs: 0, status: 0, code: null, memo };
    try {
      const res = await fetch(front + url, { ...init, headers: { server: '1', 'think-lang': 'en', 'x-bench-id': String(id), ...init.headers } });
      r.status = res.status;
      const text = await res.text();
      try {
        r.code = (JSON.parse(text) as { code: number }).code;
      } catch {
        r.error = text.slice(0, 200);
      }
    } catch (e) {
      r.error = String((e as Error).cause ?? e);
    }
    r.doneMs = now();
    sent.push(r);
  };
  const client = async (c: number) => {
    for (let i = c; loading; i += CLIENTS) {
      await call((['balance', 'write', 'list', 'write'] as const)[i % 4], i);
      await sleep(PAUSE_MS);
    }
  };

  loadStart = now();
  mark('load started');
  const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  await sleep(WARM_S * 1000);

  // The kill: no warning, requests in flight on it are lost; nginx retries what it may elsewhere.
  const killed = apps[KILLED]!;
  const killedExit = new Promise<void>((r) => killed.child.once('exit', () => r()));
  mark(`SIGKILL instance ${KILLED + 1}`);
  const killMs = now();
  killed.child.kill('SIGKILL');
  await killedExit;
  const deadMs = now();
  apps[KILLED] = null;
  await sleep(DOWN_S * 1000);
  apps[KILLED] = await startApp(ports[KILLED], env);
  restartedAt[KILLED] = now();
  mark(`instance ${KILLED + 1} started again`);
  await sleep(SETTLE_S * 1000);

  // The rolling restart: each in turn stops gracefully (unready, drains), starts, is ready.
  mark('rolling restart');
  const rollStart = now();
  for (let i = 0; i < apps.length; i++) {
    const app = apps[i]!;
    const code = new Promise<number | null>((r) => app.child.once('exit', (c) => r(c)));
    const t0 = now();
    app.child.kill('SIGTERM');
    exits.push({ instance: i + 1, code: await code, stopMs: Math.round(now() - t0) });
    mark(`instance ${i + 1} stopped (SIGTERM, exit ${exits.at(-1)!.code} in ${exits.at(-1)!.stopMs} ms)`);
    apps[i] = await startApp(ports[i], env);
    await waitFor(`${apps[i]!.base}/readyz`, {});
    restartedAt[i] = now();
    mark(`instance ${i + 1} ready`);
    await sleep(SETTLE_S * 1000);
  }
  const rollEnd = now();
  mark('rolling restart done');
  await sleep(COOL_S * 1000);
  loading = false;
  await load;
  const loadEnd = now();
  mark('load stopped');
  const claims = await jobs.stop();
  jobs = null;
  await sleep(200); // nginx writes its last log lines
  const access = nginx.access();
  const byId = new Map<number, AccessEntry>(access.filter((a) => a.id !== null).map((a) => [a.id!, a]));

  // --- figures
  const phases = [
    { name: 'warm-up', from: loadStart, to: killMs },
    { name: 'kill', from: killMs, to: rollStart },
    { name: 'rolling restart', from: rollStart, to: rollEnd },
    { name: 'cool-down', from: rollEnd, to: loadEnd },
  ];
  const rel = (ms: number) => round((ms - loadStart) / 1000, 2);
  const figures = (rs: Sent[]) => ({
    sent: rs.length,
    acknowledged: rs.filter(acknowledged).length,
    failed: rs.filter((r) => !acknowledged(r)).length,
    writes: { sent: rs.filter((r) => r.kind === 'write').length, acknowledged: rs.filter((r) => r.kind === 'write' && acknowledged(r)).length },
  });
  const inPhase = (p: (typeof phases)[number]) => sent.filter((r) => r.sentMs >= p.from && r.sentMs < p.to);
  const failed = sent.filter((r) => !acknowledged(r));
  const killedAddr = `127.0.0.1:${ports[KILLED]}`;
  // In flight on the killed instance: nginx tried it, the request started before it died and ended after the kill.
  const inFlightAtKill = access.filter((a) => a.upstreams.includes(killedAddr) && a.startMs <= deadMs && a.endMs >= killMs);
  const inFlightIds = new Set(inFlightAtKill.map((a) => a.id));
  // the kill's failures: sent in its phase, or sent before it and still waiting at it
  const killPhase = phases[1];
  const killFailures = failed.filter((r) => (r.sentMs >= killPhase.from && r.sentMs < killPhase.to) || (r.sentMs <= deadMs && r.doneMs >= killMs));
  const otherFailures = failed.filter((r) => !killFailures.includes(r));
  const unexplained = killFailures.filter((r) => !inFlightIds.has(r.id));

  const checks: { name: string; ok: boolean; detail: string }[] = [];
  await withClient(db.url, async (c) => {
    const rows = (await c.query(`select memo, count(*)::int as n from user_money_log where memo like 'fleet-%' group by memo`)).rows as { memo: string; n: number }[];
    const inDb = new Map(rows.map((r) => [r.memo, r.n]));
    const ackWrites = sent.filter((r) => r.kind === 'write' && acknowledged(r));
    const missing = ackWrites.filter((r) => !inDb.has(r.memo!));
    const twice = rows.filter((r) => r.n > 1);
    const failedWrites = failed.filter((r) => r.kind === 'write');
    const failedButWritten = failedWrites.filter((r) => inDb.has(r.memo!));
    checks.push({
      name: 'every acknowledged write in the database, none twice', ok: missing.length === 0 && twice.length === 0,
      detail: `${ackWrites.length - missing.length} of ${ackWrites.length} acknowledged writes found, ${twice.length} memos twice; of ${failedWrites.length} failed writes ${failedButWritten.length} committed all the same (answer lost with the instance)`,
    });
    const ledger = (await c.query(`select count(*)::int as n from "user" u where u.username like 'fleet%'
      and u.money <> coalesce((select sum(m.money) from user_money_log m where m.user_id = u.id), 0)`)).rows[0].n as number;
    checks.push({ name: 'every balance equals its ledger', ok: ledger === 0, detail: `${ledger} members off` });
  });
  checks.push({
    name: 'no request failed outside the kill (warm-up, rolling restart, cool-down)', ok: otherFailures.length === 0,
    detail: `${otherFailures.length} failed${otherFailures.length ? ` (first: ${JSON.stringify(otherFailures[0])}, nginx: ${JSON.stringify(byId.get(otherFailures[0].id))})` : ''}`,
  });
  checks.push({
    name: 'the kill cost at most the requests in flight on that instance', ok: killFailures.length <= inFlightAtKill.length && unexplained.length === 0,
    detail: `${killFailures.length} failed, ${inFlightAtKill.length} in flight on instance ${KILLED + 1} (${inFlightAtKill.filter((a) => a.upstreams.length > 1).length} of them retried elsewhere by nginx)${unexplained.length ? `, ${unexplained.length} failures not in flight there (first: ${JSON.stringify(unexplained[0])})` : ''}`,
  });
  checks.push({
    name: 'every SIGTERM a clean exit (0)', ok: exits.length === 3 && exits.every((e) => e.code === 0),
    detail: exits.map((e) => `instance ${e.instance}: exit ${e.code} in ${e.stopMs} ms`).join(', '),
  });
  const servedAfter = restartedAt.map((t, i) => access.filter((a) => a.startMs >= t && a.upstreams.at(-1) === `127.0.0.1:${ports[i]}` && a.status === 200).length);
  checks.push({ name: 'every instance took requests again after its restart', ok: servedAfter.every((n) => n > 0), detail: servedAfter.map((n, i) => `instance ${i + 1}: ${n}`).join(', ') });
  const byJob = new Map<string, Claim[]>();
  for (const c of claims.sort((a, b) => a.lastS - b.lastS)) byJob.set(c.name, [...(byJob.get(c.name) ?? []), c]);
  const early = [...byJob.values()].flatMap((cs) => cs.slice(1).filter((c, k) => c.lastS < cs[k].nextS));
  checks.push({
    name: 'periodic jobs ran once per period', ok: claims.length > 0 && early.length === 0,
    detail: `${claims.length} runs of ${byJob.size} jobs (${[...byJob].map(([n, cs]) => `${n} ×${cs.length}`).join(', ')}), ${early.length} before their period was over, on ${new Set(claims.map((c) => c.instance)).size} instances`,
  });

  const total = figures(sent);
  const phaseFigures = phases.map((p) => ({ phase: p.name, fromS: rel(p.from), toS: rel(p.to), ...figures(inPhase(p)) }));
  console.log(`  sent ${total.sent}, acknowledged ${total.acknowledged}, failed ${total.failed} (writes: ${total.writes.sent} sent, ${total.writes.acknowledged} acknowledged) in ${rel(loadEnd)} s`);
  for (const p of phaseFigures) console.log(`    ${p.phase} (${p.fromS}–${p.toS} s): sent ${p.sent}, acknowledged ${p.acknowledged}, failed ${p.failed}`);
  if (failed.length) console.log(`    failures at ${failed.map((r) => `${rel(r.sentMs)} s (${r.kind}, HTTP ${r.status})`).join(', ')}`);
  for (const c of checks) console.log(`    ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  const totalSeconds = round((now() - started) / 1000, 1);
  console.log(`  total ${totalSeconds} s`);
  writeResults('fleet', {
    machine: await machine(),
    settings: { instances: 3, clients: CLIENTS, pauseMs: PAUSE_MS, warmS: WARM_S, downS: DOWN_S, settleS: SETTLE_S, coolS: COOL_S, killed: KILLED + 1 },
    total,
    phases: phaseFigures,
    events: events.map((e) => ({ atS: rel(e.atMs), what: e.what })),
    failures: failed.map((r) => ({ atS: rel(r.sentMs), answeredS: rel(r.doneMs), kind: r.kind, status: r.status, code: r.code, error: r.error, upstreams: byId.get(r.id)?.upstreams })),
    inFlightAtKill: inFlightAtKill.length,
    nginxUpstreamErrors: nginx.errors().filter((l) => /upstream/.test(l)).slice(0, 20),
    jobRuns: claims.map((c) => ({ job: c.name, atS: round(c.lastS - loadStart / 1000, 2), instance: c.instance })),
    checks,
    held: checks.every((c) => c.ok),
    totalSeconds,
  });
  if (!checks.every((c) => c.ok)) process.exitCode = 1;
} finally {
  await jobs?.stop();
  for (const a of apps) if (a && a.child.exitCode === null && a.child.signalCode === null) await a.stop();
  await nginx?.stop();
  await redis.stop();
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
