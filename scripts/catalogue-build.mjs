// The module store's bundled catalogue (modules-src/catalogue: the rich-text editor's package and
// catalogue.json with its sha256), built by modules-src/build.mjs when missing or older than the
// modules' sources, so that `npm start` lists and installs the bundled modules offline.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'modules-src');
const built = path.join(src, 'catalogue/catalogue.json');

/**
 * Builds the catalogue when needed, printing one line (the build's own output only when it
 * fails). A failure does not stop the app: the store then says no catalogue is available.
 */
export function buildCatalogueIfNeeded() {
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  // the modules' sources and the build, and the lock file: the host packages a module is built against
  const sources = fs.readdirSync(src).filter((name) => name !== 'catalogue' && !name.endsWith('.md')).map((name) => path.join(src, name));
  const changedAt = Math.max(...sources.map(newestMtime), newestMtime(path.join(root, 'package-lock.json')));
  if (builtAt && builtAt >= changedAt) return true;
  console.log(builtAt ? 'Modules changed: rebuilding the module catalogue…' : 'Building the module catalogue (modules-src)…');
  const res = spawnSync(process.execPath, [path.join(src, 'build.mjs')], { cwd: root, encoding: 'utf8' });
  if (res.status === 0) return true;
  console.error(`The module catalogue could not be built (node modules-src/build.mjs):\n${res.stdout ?? ''}${res.stderr ?? ''}`);
  return false;
}

if (process.argv[1] === import.meta.filename && !buildCatalogueIfNeeded()) process.exit(1);
