// `npm run bench` (and `bench:smoke`): every benchmark, stopping at the first that fails; each
// one's time is printed as it ends and all of them at the end. The full run takes them one after
// another (its figures want a quiet machine); the smoke run, whose checks do not depend on speed,
// takes two at a time in two lanes, and the fleet alone at the end (its restarts are timed).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPTS = ['run', 'admin-console', 'lists', 'lighthouse', 'money-log', 'orders', 'dashboard', 'search', 'commissions', 'withdraw', 'upload', 'captcha', 'fleet', 'import', 'flash-sale'];
// smoke: about the same seconds in each lane (a smoke run here, 2026-12-05); run and lighthouse share one, as
// both may build the web app; the ports of scripts in different lanes differ
const LANES = [
  ['run', 'lists', 'lighthouse', 'money-log', 'dashboard', 'captcha', 'withdraw'],
  ['orders', 'flash-sale', 'upload', 'admin-console', 'search', 'import', 'commissions'],
];
const ALONE = ['fleet'];
const unplaced = SCRIPTS.filter((s) => ![...LANES.flat(), ...ALONE].includes(s));
if (unplaced.length) throw new Error(`bench/all.mjs: ${unplaced.join(', ')} in no smoke lane`);

const smoke = process.env.BENCH_SMOKE === '1';
// smoke: one PGlite data folder and one PostgreSQL database migrated by a first start before the
// scripts, copied for them (bench/support.ts: makeSmokeTemplates, copyPgliteTemplate, freshPgDatabase)
const work = smoke ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-smoke-')) : undefined;
const pgTemplate = `bench_smoke_${process.pid}_${Date.now()}`;
const env = work ? { ...process.env, BENCH_PGLITE_TEMPLATE: path.join(work, 'pglite'), BENCH_PG_TEMPLATE: pgTemplate } : process.env;
const inSupport = (call) => spawnSync(process.execPath, ['--import', 'tsx', '-e', `import('./bench/support.ts').then((s) => s.${call}())`], { stdio: 'inherit', env });

const times = [];
let failed = 0;

/** One script; in a lane its output lines carry its name, as the other lane's are printed between them. */
function runScript(script, prefixed) {
  const t0 = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', `bench/${script}.ts`], { stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  if (prefixed) {
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      let rest = '';
      from.setEncoding('utf8');
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) to.write(`[${script}] ${line}\n`);
      });
      from.on('end', () => rest && to.write(`[${script}] ${rest}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      times.push(`${script} ${Math.round((Date.now() - t0) / 1000)} s`);
      console.log(`[bench] ${times.at(-1)}${status === 0 ? '' : ' (failed)'}`);
      if (status) failed = status;
      resolve();
    });
  });
}

/** The scripts one after another, none started after a failure (in this lane or the other). */
async function lane(scripts, prefixed) {
  for (const script of scripts) {
    if (failed) return;
    await runScript(script, prefixed);
  }
}

const t0 = Date.now();
if (smoke) {
  if (inSupport('makeSmokeTemplates').status !== 0) failed = 1;
  else console.log(`[bench] the migrated PGlite folder and PostgreSQL database in ${Math.round((Date.now() - t0) / 1000)} s`);
  await Promise.all(LANES.map((scripts) => lane(scripts, true)));
  await lane(ALONE, false);
} else {
  await lane(SCRIPTS, false);
}
if (work) {
  fs.rmSync(work, { recursive: true, force: true });
  if (inSupport('dropPgTemplate').status !== 0) console.log(`[bench] could not drop the smoke run's database ${pgTemplate}`);
}
if (failed) process.exit(failed);
console.log(`[bench] every benchmark passed in ${Math.round((Date.now() - t0) / 1000)} s: ${times.join(', ')}`);
