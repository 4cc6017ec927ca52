/**
 * `npm run bench`: the member import (issue 32 item 5) on PostgreSQL, over HTTP against a started
 * server. A CSV of 100,000 members (smoke: 300), each with a mobile, an opening balance and score,
 * most with an upline (a hundred of them a later row of the file): the dry run, the import, and a
 * second run of the same file, which must create and credit nothing. Seconds of each (upload to
 * report), rows per second, database statements of the import (from /metrics), and the invariants
 * checked with pg afterwards: every member created once, one ledger row per opening balance with
 * `after` = the balance, every upline placed. Results go to bench/results/import.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportProgress } from '@app/contract';
import { adminToken, dbStatements, freshPgDatabase, round, size, startApp, withClient, writeResults } from './support.ts';

const MEMBERS = Number(process.env.BENCH_IMPORT_MEMBERS ?? size(100_000, 300));
/** Rows without an upline (the first ones); the others hang under one of them. */
const ROOTS = Math.max(20, Math.min(1000, Math.floor(MEMBERS / 10)));
const LATER = Math.floor(ROOTS / 10);
const PORT = 18_340;

/**
 * `mb<i>` (six digits), mobile 13<i>, balance and score from i. Rows 1..LATER have as upline a row near the end
 * of the file; every row after ROOTS hangs under a root in the upper half of 1..ROOTS (no loops).
 */
const name = (i: number) => `mb${String(i).padStart(6, '0')}`;

function memberCsv(): { csv: string; money: number; score: number; uplines: number } {
  const lines = ['username,nickname,mobile,money,score,upline'];
  let money = 0;
  let score = 0;
  let uplines = 0;
  const half = Math.floor(ROOTS / 2);
  for (let i = 1; i <= MEMBERS; i++) {
    const cents = i % 1000;
    const points = i % 50;
    if (cents) money++;
    if (points) score++;
    const upline = i <= LATER ? name(MEMBERS - ROOTS + i) : i > ROOTS ? name(half + (i % half)) : '';
    if (upline) uplines++;
    lines.push(`${name(i)},Member ${i},13${String(i).padStart(9, '0')},${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')},${points},${upline}`);
  }
  return { csv: lines.join('\n') + '\n', money, score, uplines };
}

async function runImport(base: string, token: string, csv: string, dryRun: boolean): Promise<{ seconds: number; report: NonNullable<ImportProgress['report']> }> {
  const t0 = performance.now();
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
  const res = await fetch(`${base}/admin/user.User/import?dryRun=${dryRun ? 1 : 0}`, { method: 'POST', headers: { server: '1', batoken: token, 'think-lang': 'en' }, body: form });
  const started = (await res.json()) as { code: number; msg: string; data: { id: string } };
  if (started.code !== 1) throw new Error(`import refused: ${started.msg}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const p = (await (await fetch(`${base}/admin/user.User/importProgress?id=${started.data.id}`, { headers: { server: '1', batoken: token } })).json()) as { data: ImportProgress };
    if (p.data.phase === 'failed') throw new Error(`import failed: ${p.data.error}`);
    if (p.data.phase === 'done') return { seconds: (performance.now() - t0) / 1000, report: p.data.report! };
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
const db = await freshPgDatabase('import');
const app = await startApp(PORT, { DATA_DIR: dataDir, DATABASE_URL: db.url });
try {
  const token = await adminToken(app.base);
  const file = memberCsv();
  const dry = await runImport(app.base, token, file.csv, true);
  if (dry.report.counts.create !== MEMBERS) throw new Error(`dry run: ${JSON.stringify(dry.report.counts)} ${JSON.stringify(dry.report.rows.slice(0, 5))}`);
  const statementsBefore = (await dbStatements(app.base)).statements;
  const first = await runImport(app.base, token, file.csv, false);
  const statements = (await dbStatements(app.base)).statements - statementsBefore;
  if (first.report.counts.create !== MEMBERS) throw new Error(`import: ${JSON.stringify(first.report.counts)}`);
  const second = await runImport(app.base, token, file.csv, false);
  if (second.report.counts.create !== 0 || second.report.counts.skip !== MEMBERS) throw new Error(`second run: ${JSON.stringify(second.report.counts)}`);

  const check = await withClient(db.url, async (c) => {
    const q = async (text: string) => Number((await c.query<{ n: string }>(text)).rows[0].n);
    return {
      members: await q(`select count(*) as n from "user" where username like 'mb%'`),
      moneyRows: await q('select count(*) as n from user_money_log'),
      scoreRows: await q('select count(*) as n from user_score_log'),
      moneyMismatch: await q('select count(*) as n from "user" u where u.money <> coalesce((select sum(money) from user_money_log l where l.user_id = u.id), 0)'),
      scoreMismatch: await q('select count(*) as n from "user" u where u.score <> coalesce((select sum(score) from user_score_log l where l.user_id = u.id), 0)'),
      placed: await q('select count(*) as n from user_relation'),
      badPaths: await q(`select count(*) as n from user_relation r left join user_relation p on p.user_id = r.parent_id
        where r.path <> coalesce(p.path, '/' || r.parent_id || '/') || r.user_id || '/'`),
    };
  });
  const expected = { members: MEMBERS, moneyRows: file.money, scoreRows: file.score, moneyMismatch: 0, scoreMismatch: 0, placed: file.uplines, badPaths: 0 };
  for (const [k, v] of Object.entries(expected)) if (check[k as keyof typeof check] !== v) throw new Error(`invariant ${k}: ${check[k as keyof typeof check]} (expected ${v})`);

  const results = {
    machine: { cpus: os.cpus().length, node: process.version },
    members: MEMBERS,
    fileMb: round(Buffer.byteLength(file.csv) / 1024 / 1024, 1),
    withUpline: file.uplines,
    dryRunSeconds: round(dry.seconds, 1),
    importSeconds: round(first.seconds, 1),
    membersPerSecond: Math.round(MEMBERS / first.seconds),
    importStatements: statements,
    secondRunSeconds: round(second.seconds, 1),
    secondRunCreated: second.report.counts.create,
    ledgerRows: { money: check.moneyRows, score: check.scoreRows },
  };
  console.log(
    `import: ${MEMBERS} members from CSV (${results.fileMb} MB) in ${results.importSeconds} s (${results.membersPerSecond}/s, ${statements} statements; dry run ${results.dryRunSeconds} s); ` +
      `second run ${results.secondRunSeconds} s, created ${results.secondRunCreated}`,
  );
  writeResults('import', results);
} finally {
  await app.stop();
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
