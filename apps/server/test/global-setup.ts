import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed/index.ts';
import { TEST_ADMIN } from './fixtures.ts';

/** Migrates and seeds one embedded database once; every test server starts from its dump. */
export default async function setup(project: TestProject) {
  const database = await openDatabase({});
  await migrate(database, () => seed(database.db, { adminUsername: TEST_ADMIN.username, adminPassword: TEST_ADMIN.password }));
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-')), 'template.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
