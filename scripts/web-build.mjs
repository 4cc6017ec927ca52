import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const contract = path.join(root, 'packages/contract');

/** Builds the web app when its build is missing or older than its sources. */
export function buildWebIfNeeded() {
  const built = path.join(web, 'dist/index.html');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(web, p));
  const changedAt = Math.max(...sources.map(newestMtime), newestMtime(path.join(contract, 'src')));
  if (builtAt && builtAt >= changedAt) return;
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…');
  // Quiet: Vite lists every file it writes (some 400 lines), which would push the first start's
  // one-time admin password out of sight; its output is shown only when the build fails.
  const started = Date.now();
  const res = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (res.status !== 0) {
    process.stdout.write(res.stdout ?? '');
    process.stderr.write(res.stderr ?? '');
    process.exit(res.status ?? 1);
  }
  console.log(`Web app built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
