// The two index files that list every table and every contract file, written from the files on
// disk so that adding an area edits neither by hand:
//
//   apps/server/src/db/schema/index.ts  the tables: each file of db/schema/ that declares one (pgTable)
//                                       and each area's own apps/server/src/modules/<area>/schema.ts.
//                                       drizzle-kit, the `Db` type and the application's table list
//                                       (data security, the CRUD generator) read it.
//   packages/contract/src/index.ts      each contract file of packages/contract/src/ (`@app/contract`);
//                                       the CRUD generator's files in src/generated/ are imported by path.
//
//   npm run barrels              rewrites them (`npm run db:generate -w @app/server` runs it first)
//   npm run barrels -- --check   exits 1 when one is stale (a test does the same: apps/server/src/db/schema/barrels.test.ts)
//
// The CRUD generator's tables (`modules/<area>/<page>.table.ts`) are not listed: their migrations
// are the generator's, and the generator may rebuild or drop them, never the application's tables.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCHEMA = 'apps/server/src/db/schema';
const MODULES = 'apps/server/src/modules';
const CONTRACT = 'packages/contract/src';

const HEADER = '// Written by `npm run barrels` (scripts/barrels.ts) from the files on disk: do not edit.\n';
const isSource = (name: string) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('.test.ts');
const readIn = (root: string, file: string) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : undefined);
const exportsOf = (from: string, files: string[]) => HEADER + files.map((f) => `export * from '${path.posix.relative(from, f).replace(/^(?!\.)/, './')}';\n`).join('');

/** `[{ file, content }]`: each index file (relative to the project root) as it should read. */
export function barrels(root = ROOT): { file: string; content: string }[] {
  const ls = (dir: string) => fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  const coreTables = ls(SCHEMA)
    .filter((d) => d.isFile() && isSource(d.name) && readIn(root, `${SCHEMA}/${d.name}`)!.includes('pgTable('))
    .map((d) => `${SCHEMA}/${d.name}`);
  const areaTables = ls(MODULES)
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, MODULES, d.name, 'schema.ts')))
    .map((d) => `${MODULES}/${d.name}/schema.ts`);
  const contract = ls(CONTRACT).filter((d) => d.isFile() && isSource(d.name)).map((d) => `${CONTRACT}/${d.name}`);
  return [
    { file: `${SCHEMA}/index.ts`, content: exportsOf(SCHEMA, [...coreTables.sort(), ...areaTables.sort()]) },
    { file: `${CONTRACT}/index.ts`, content: exportsOf(CONTRACT, contract.sort()) },
  ];
}

/** The index files whose content differs from what `barrels()` writes. */
export const staleBarrels = (root = ROOT): string[] => barrels(root).filter(({ file, content }) => readIn(root, file) !== content).map(({ file }) => file);

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--check')) {
    const stale = staleBarrels();
    if (stale.length) {
      console.error(`stale: ${stale.join(', ')} (run npm run barrels)`);
      process.exit(1);
    }
  } else {
    for (const { file, content } of barrels()) fs.writeFileSync(path.join(ROOT, file), content);
  }
}
