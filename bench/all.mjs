// `npm run bench` (and `bench:smoke`): every benchmark, one after another, stopping at the first
// that fails; each one's time is printed as it ends and all of them at the end.
import { spawnSync } from 'node:child_process';

const SCRIPTS = ['run', 'admin-console', 'lists', 'lighthouse', 'money-log', 'orders', 'dashboard', 'search', 'commissions', 'withdraw', 'upload', 'captcha', 'fleet', 'import', 'flash-sale'];

const times = [];
for (const script of SCRIPTS) {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', `bench/${script}.ts`], { stdio: 'inherit' });
  times.push(`${script} ${Math.round((Date.now() - t0) / 1000)} s`);
  console.log(`[bench] ${times.at(-1)}${r.status === 0 ? '' : ' (failed)'}`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log(`[bench] every benchmark passed: ${times.join(', ')}`);
