// `npm run backup -- --out DIR`: one backup file of the data `npm start` would serve (DATA_DIR,
// DATABASE_URL) written into DIR. PostgreSQL is dumped directly (pg_dump); the embedded database
// lives in one process, so a running instance is asked for the dump (POST LOCAL_BACKUP_PATH on
// 127.0.0.1:PORT, with the key only its data folder holds), and a stopped folder is opened here.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createBackupStream } from '../core/backup/archive.ts';
import { LOCAL_BACKUP_HEADER, LOCAL_BACKUP_PATH, existingTokenSecret, localBackupKey, pgliteInUse } from '../core/backup/local-endpoint.ts';
import { backupFileName } from '../core/backup/store.ts';

/** The running instance's backup stream, or null when no instance answers on PORT. */
async function fromRunningInstance(config: Config): Promise<Readable | null> {
  const secret = existingTokenSecret(config.dataDir, config.tokenSecret);
  if (!secret) return null;
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${config.port}${LOCAL_BACKUP_PATH}`, { method: 'POST', headers: { [LOCAL_BACKUP_HEADER]: localBackupKey(secret) } });
  } catch {
    return null; // nothing listens: the folder is not served on this port
  }
  if (res.headers.get('content-type') !== 'application/gzip' || !res.body) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(`the instance on port ${config.port} refused the backup: ${body?.msg ?? res.status}`);
  }
  return Readable.fromWeb(res.body as ReadableStream<Uint8Array>);
}

/** Dumps a stopped data folder (its embedded database opened here) or the PostgreSQL database. */
async function fromHere(config: Config, tmpDir: string): Promise<{ stream: Readable; done: () => Promise<void> }> {
  if (!config.databaseUrl && pgliteInUse(config.dataDir)) {
    throw new Error(`the embedded database of ${config.dataDir} is in use (pgdata/postmaster.pid) but no instance answered on port ${config.port}: run the backup with the PORT the server listens on (or stop it)`);
  }
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'))) throw new Error(`${config.dataDir} holds no database`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  const { stream } = await createBackupStream({ database, databaseUrl: config.databaseUrl, dataDir: config.dataDir, tmpDir });
  return { stream, done: () => database.close() };
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new Error('usage: npm run backup -- --out DIR');
  const config = loadConfig();
  const outDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, backupFileName());
  const partial = `${file}.partial`;
  const started = performance.now();
  try {
    const remote = config.databaseUrl ? null : await fromRunningInstance(config);
    const local = remote ? null : await fromHere(config, outDir);
    try {
      // the file holds the keys: readable by its owner alone
      await pipeline(remote ?? local!.stream, fs.createWriteStream(partial, { mode: 0o600 }));
    } finally {
      await local?.done();
    }
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup written: ${file} (${fs.statSync(file).size} bytes, ${seconds} s)`);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`Backup failed: ${(e as Error).message}`);
    process.exit(1);
  },
);
