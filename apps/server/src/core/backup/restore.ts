import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../../db/client.ts';
import { readBackup, readManifest } from './archive.ts';
import { runPgTool } from './database-dump.ts';
import { pgliteInUse } from './local-endpoint.ts';
import { KEYS_DIR, MANIFEST_NAME, PGLITE_DUMP, POSTGRES_DUMP, STORAGE_DIR, restoreProblem, type Manifest } from './manifest.ts';

export interface RestoreTarget {
  /** The data folder `npm start` reads (DATA_DIR): keys, uploads, and the embedded database. */
  dataDir: string;
  /** The PostgreSQL database (DATABASE_URL), else the embedded one of dataDir. */
  databaseUrl?: string;
}

/** A restore refused before anything was changed. */
export class RestoreRefused extends Error {}

const hasFiles = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir, { recursive: true, withFileTypes: true }).some((d) => d.isFile());

/** What the target already holds (a restore over it needs --force). */
async function heldData(target: RestoreTarget): Promise<string[]> {
  const held: string[] = [];
  if (target.databaseUrl) {
    const database = await openDatabase({ databaseUrl: target.databaseUrl, poolMax: 2 });
    try {
      const [row] = await database.prepared<{ n: number }>('tables', `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`, []);
      if (row.n > 0) held.push(`the database of DATABASE_URL has ${row.n} tables`);
    } finally {
      await database.close();
    }
  } else if (fs.existsSync(path.join(target.dataDir, 'pgdata', 'PG_VERSION'))) {
    held.push(`${path.join(target.dataDir, 'pgdata')} holds a database`);
  }
  if (hasFiles(path.join(target.dataDir, 'storage'))) held.push(`${path.join(target.dataDir, 'storage')} holds uploads`);
  return held;
}

/** Writes the backup's files below `staging`: keys/, storage/, database/. */
async function extract(file: string, staging: string): Promise<void> {
  for await (const entry of readBackup(file)) {
    if (entry.name === MANIFEST_NAME) continue;
    const target = path.resolve(staging, entry.name);
    // a name climbing out of the staging folder is not one this format writes
    if (!target.startsWith(staging + path.sep)) throw new Error(`not a backup file (entry ${entry.name})`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await pipeline(entry.body, fs.createWriteStream(target, { mode: entry.name.startsWith(KEYS_DIR) ? 0o600 : 0o644 }));
  }
}

/** Clears the PostgreSQL database (--force) and loads the dump into it with pg_restore. */
async function restorePostgres(databaseUrl: string, dump: string, force: boolean): Promise<void> {
  if (force) {
    const database = await openDatabase({ databaseUrl, poolMax: 2 });
    try {
      await database.withSession(async (query) => {
        await query('drop schema if exists drizzle cascade');
        await query('drop schema if exists public cascade');
        await query('create schema public');
      });
    } finally {
      await database.close();
    }
  }
  await runPgTool('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', `--dbname=${databaseUrl}`, dump]);
}

/** Loads PGlite's dump into `staging/pgdata` (opened once, so that it is checked as a database, and closed). */
async function restorePglite(staging: string, dump: string): Promise<void> {
  const database = await openDatabase({ dataDir: staging, loadDataDir: await fs.openAsBlob(dump) });
  await database.close();
}

/** Moves `from` to `to`, replacing what is there. */
function replace(from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  if (fs.existsSync(from)) fs.renameSync(from, to);
}

/**
 * Restores a backup file into the target (as `npm start` reads it): refuses a newer schema, a
 * backup of the other database kind, an embedded database in use, and a target holding data
 * unless `force`. The files are unpacked and the database loaded beside the data folder's
 * contents first; the folder's keys, uploads (and embedded database) are replaced only then.
 */
export async function restoreBackup(file: string, target: RestoreTarget, opts: { force?: boolean; log?: (line: string) => void } = {}): Promise<Manifest> {
  const log = opts.log ?? (() => undefined);
  const manifest = await readManifest(file);
  const problem = restoreProblem(manifest);
  if (problem) throw new RestoreRefused(problem);
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new RestoreRefused(
      manifest.database === 'pglite'
        ? 'the backup holds an embedded (PGlite) database and DATABASE_URL names a PostgreSQL one: restore it without DATABASE_URL'
        : 'the backup holds a PostgreSQL database (pg_dump): set DATABASE_URL to the database to restore it into',
    );
  }
  if (kind === 'pglite' && pgliteInUse(target.dataDir)) {
    throw new RestoreRefused(`the embedded database of ${target.dataDir} is in use (pgdata/postmaster.pid): stop the server first (if none runs, it stopped uncleanly: start and stop it once)`);
  }
  const held = await heldData(target);
  if (held.length && !opts.force) throw new RestoreRefused(`the target holds data (${held.join('; ')}): restore into an empty one, or give --force to replace it`);

  fs.mkdirSync(target.dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(target.dataDir, '.restore-'));
  try {
    log(`unpacking ${file}`);
    await extract(file, staging);
    if (kind === 'postgres') {
      log('loading the database with pg_restore');
      await restorePostgres(target.databaseUrl!, path.join(staging, POSTGRES_DUMP), !!opts.force);
    } else {
      log('loading the embedded database');
      await restorePglite(staging, path.join(staging, PGLITE_DUMP));
      replace(path.join(staging, 'pgdata'), path.join(target.dataDir, 'pgdata'));
    }
    replace(path.join(staging, STORAGE_DIR), path.join(target.dataDir, 'storage'));
    const keys = path.join(staging, KEYS_DIR);
    for (const key of fs.existsSync(keys) ? fs.readdirSync(keys) : []) fs.renameSync(path.join(keys, key), path.join(target.dataDir, key));
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
