import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { schemaAt, type Manifest } from './manifest.ts';

/** PGlite's own calls this needs, under drizzle's `$client`. */
interface PgliteClient {
  transaction<T>(fn: (tx: { query<R>(q: string): Promise<{ rows: R[] }>; exec(q: string): Promise<unknown> }) => Promise<T>): Promise<T>;
  dumpDataDir(compression: 'gzip'): Promise<Blob>;
}

/** Bytes read at a time from a dump or an upload (few thread-pool trips per file). */
export const CHUNK = 1 << 20;

/** A database dump: its bytes, as a file or a blob, and the schema it holds. */
export interface DatabaseDump {
  schema: Manifest['schema'];
  size: number;
  body: () => AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  /** Removes what the dump left on disk. */
  dispose(): void;
}

/** The schema of the database now: its newest applied migration. */
export async function currentSchema(database: Database): Promise<Manifest['schema']> {
  const [row] = await database.rows<{ last: string | number | null }>(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  return schemaAt(Number(row?.last ?? 0));
}

/**
 * The embedded database's data folder as of one instant. PGlite is one session in this process,
 * and every statement and transaction of it takes its transaction lock: holding that lock (this
 * transaction) keeps any other transaction from being open while the files are read, so the dump
 * holds every write committed before it and none after. The CHECKPOINT first writes the shared
 * buffers out, so the files are the committed state without a WAL replay at load.
 */
async function dumpPglite(database: Database): Promise<DatabaseDump> {
  const client = (database.db as unknown as { $client: PgliteClient }).$client;
  const { blob, schema } = await client.transaction(async (tx) => {
    const [row] = (await tx.query<{ last: string | number | null }>('select max(created_at) as last from drizzle.__drizzle_migrations')).rows;
    await tx.exec('CHECKPOINT');
    return { blob: await client.dumpDataDir('gzip'), schema: schemaAt(Number(row?.last ?? 0)) };
  });
  // one chunk: the archive's gzip takes a trip to the thread pool per chunk written to it
  const bytes = Buffer.from(await blob.arrayBuffer());
  return { schema, size: bytes.length, body: () => [bytes], dispose: () => undefined };
}

/** Runs a PostgreSQL client program; its stderr is the error when it fails. */
export function runPgTool(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(new Error(e.code === 'ENOENT' ? `${program} is not installed: install PostgreSQL's client programs of the server's major version or newer (Debian: apt-get install postgresql-client)` : e.message)),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * PostgreSQL: `pg_dump -Fc`, which reads every table in one repeatable-read snapshot taken
 * when it starts: writes committed after that are not in it. Written to `tmpDir` first, since
 * the archive needs its size before its bytes.
 */
async function dumpPostgres(database: Database, databaseUrl: string, tmpDir: string): Promise<DatabaseDump> {
  fs.mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
  const file = path.join(tmpDir, `.postgres-${process.pid}-${Date.now()}.dump`);
  const schema = await currentSchema(database);
  try {
    await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, `--dbname=${databaseUrl}`]);
  } catch (e) {
    fs.rmSync(file, { force: true });
    throw e;
  }
  return {
    schema,
    size: fs.statSync(file).size,
    body: () => fs.createReadStream(file, { highWaterMark: CHUNK }),
    dispose: () => fs.rmSync(file, { force: true }),
  };
}

/** A consistent dump of the database (tmpDir holds PostgreSQL's until it is disposed). */
export function dumpDatabase(database: Database, databaseUrl: string | undefined, tmpDir: string): Promise<DatabaseDump> {
  if (database.kind === 'pglite') return dumpPglite(database);
  if (!databaseUrl) throw new Error('the PostgreSQL database has no DATABASE_URL to dump');
  return dumpPostgres(database, databaseUrl, tmpDir);
}
