// `npm run bench` (and `bench:smoke`): every benchmark, one after another, stopping at the first
// that fails; each one's time is printed as it ends and all of them at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPTS = ['run', 'admin-console', 'lists', 'lighthouse', 'money-log', 'orders', 'dashboard', 'search', 'commissions', 'withdraw', 'upload', 'captcha', 'fleet', 'import', 'flash-sale'];

// smoke: one PGlite data folder and one PostgreSQL database migrated by a first start, copied for
// the others (bench/support.ts: copyPgliteTemplate, freshPgDatabase)
const work = process.env.BENCH_SMOKE === '1' ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-smoke-')) : undefined;
const pgTemplate = `bench_smoke_${process.pid}_${Date.now()}`;
const env = work ? { ...process.env, BENCH_PGLITE_TEMPLATE: path.join(work, 'pglite'), BENCH_PG_TEMPLATE: pgTemplate } : process.env;

const times = [];
let status = 0;
for (const script of SCRIPTS) {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', `bench/${script}.ts`], { stdio: 'inherit', env });
  times.push(`${script} ${Math.round((Date.now() - t0) / 1000)} s`);
  console.log(`[bench] ${times.at(-1)}${r.status === 0 ? '' : ' (failed)'}`);
  if (r.status !== 0) {
    status = r.status ?? 1;
    break;
  }
}
if (work) {
  fs.rmSync(work, { recursive: true, force: true });
  const drop = spawnSync(process.execPath, ['--import', 'tsx', '-e', `import('./bench/support.ts').then((s) => s.dropPgTemplate())`], { stdio: 'inherit', env });
  if (drop.status !== 0) console.log(`[bench] could not drop the smoke run's database ${pgTemplate}`);
}
if (status) process.exit(status);
console.log(`[bench] every benchmark passed: ${times.join(', ')}`);
