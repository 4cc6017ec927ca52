// `npm run typecheck`: the four TypeScript projects, two at a time. Each tsc is one thread, and the
// machine has two cores: one after another they took 2.4 min of CI, two at a time about half.
// Each project's output is printed whole when it ends (never interleaved); any failure fails the run.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
// longest first (CPU seconds on this machine: server 44, web 44, e2e 30, bench 28), so the last one started is short
const PROJECTS = ['apps/server', 'apps/web', 'e2e', 'bench'];
const PARALLEL = Math.max(1, Math.min(2, os.availableParallelism()));

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(output);
      console.log(`[typecheck] ${project} ${code === 0 ? 'passed' : 'failed'} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
let failed = false;
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) if (!(await check(project))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);
