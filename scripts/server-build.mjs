// The server as plain JavaScript for `npm start`: every TypeScript file of apps/server/src and
// packages/contract/src compiled to one .js file beside it in a `dist/` of the same depth
// (apps/server/dist, packages/contract/dist), so paths taken from `import.meta.dirname` stay
// right. Node then loads the server without a TypeScript loader: about a second less at every
// start (tsx resolves and loads each of some 650 modules through its hooks). Tests and
// `npm run dev` still run the sources through tsx.
//
// `@app/contract` resolves to its compiled files under the `compiled` export condition, which
// `npm start` passes to Node (`--conditions=compiled`).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PARTS = ['apps/server', 'packages/contract'].map((dir) => ({ src: path.join(root, dir, 'src'), dist: path.join(root, dir, 'dist') }));
const STAMP = path.join(root, 'apps/server/dist/.built');

const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts');

function sourcesOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && isSource(d.name))
    .map((d) => path.join(d.parentPath, d.name));
}

/** Each file compiled on its own: every import stays an import, a relative `.ts` one pointing at its `.js`. */
const oneFilePerModule = {
  name: 'one-file-per-module',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const relative = /^\.\.?\//.test(args.path);
      return { path: relative ? args.path.replace(/\.ts$/, '.js') : args.path, external: true };
    });
  },
};

async function compile(part, outdir) {
  await build({
    entryPoints: sourcesOf(part.src),
    outbase: part.src,
    outdir,
    bundle: true, // with every import external (the plugin): a bundle of one file, but its imports rewritten
    plugins: [oneFilePerModule],
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'error',
  });
}

/** Compiles the server when its JavaScript is missing or older than its sources (or this script). */
export async function buildServerIfNeeded() {
  const builtAt = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
  const changedAt = Math.max(...PARTS.map((p) => newestMtime(p.src)), fs.statSync(import.meta.filename).mtimeMs);
  if (builtAt && builtAt >= changedAt) return;
  // Built beside the old output and swapped in, so a file removed from the sources (an area
  // taken out) leaves no stale .js behind for the area discovery to find.
  for (const part of PARTS) {
    const next = `${part.dist}.next-${process.pid}`;
    await compile(part, next);
    fs.rmSync(part.dist, { recursive: true, force: true });
    fs.renameSync(next, part.dist);
  }
  fs.writeFileSync(STAMP, new Date().toISOString());
}

if (process.argv[1] === import.meta.filename) await buildServerIfNeeded();
