// `npm test`: every suite, one stage after another, stopping at the first that fails; each stage's
// time is printed as it ends and all of them at the end (CI's log then tells where its time went).
import { spawnSync } from 'node:child_process';

const STAGES = ['typecheck', 'lint', 'test:server', 'test:web', 'test:e2e'];
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

const times = [];
for (const stage of STAGES) {
  const t0 = Date.now();
  const r = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  times.push(`${stage} ${minutes(Date.now() - t0)}`);
  console.log(`\n[npm test] ${times.at(-1)}${r.status === 0 ? '' : ' (failed)'}\n`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log(`[npm test] every stage passed: ${times.join(', ')}`);
