import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const contract = path.join(root, 'packages/contract');
const SOURCES = [...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(web, p)), path.join(contract, 'src')];
/** The hash of the sources a build was made from, written beside it by `buildWebIfNeeded`. */
const STAMP = path.join(web, 'dist/.sources-sha256');

/** A hash of the sources' paths and contents (node_modules and dist left out, as newestMtime does). */
function sourcesHash() {
  const hash = crypto.createHash('sha256');
  const add = (entry) => {
    if (!fs.existsSync(entry)) return;
    if (!fs.statSync(entry).isDirectory()) return void hash.update(`${path.relative(root, entry)}\0`).update(fs.readFileSync(entry)).update('\0');
    for (const name of fs.readdirSync(entry).sort()) if (name !== 'node_modules' && name !== 'dist') add(path.join(entry, name));
  };
  SOURCES.forEach(add);
  return hash.digest('hex');
}

/**
 * Builds the web app when its build is missing or was made from other sources. A newer
 * modification time alone is not enough: the server suite's CRUD generator tests write pages
 * into apps/web/src and delete them, which leaves the folders newer than the build with the same
 * sources (CI's end-to-end stage rebuilt for nothing after them).
 */
export function buildWebIfNeeded() {
  const built = path.join(web, 'dist/index.html');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (builtAt && builtAt >= Math.max(...SOURCES.map(newestMtime))) return;
  const hash = sourcesHash();
  if (builtAt && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === hash) return;
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
  fs.writeFileSync(STAMP, hash);
  console.log(`Web app built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
