import fs from 'node:fs';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { Database } from '../../db/client.ts';
import { CHUNK, dumpDatabase } from './database-dump.ts';
import { BACKUP_FORMAT, KEYS_DIR, MANIFEST_NAME, PGLITE_DUMP, POSTGRES_DUMP, STORAGE_DIR, parseManifest, type Manifest } from './manifest.ts';
import { readTar, tarStream, type TarEntry, type TarFile } from './tar.ts';

export interface BackupSource {
  database: Database;
  databaseUrl?: string;
  dataDir: string;
  /** Where PostgreSQL's dump waits while it is archived. */
  tmpDir: string;
}

/** The data folder's key files (the token key, the key of stored secrets): a restore needs them to read what the database holds. */
export function keyFiles(dataDir: string): string[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs.readdirSync(dataDir, { withFileTypes: true }).filter((d) => d.isFile() && d.name.endsWith('.key')).map((d) => d.name).sort();
}

const fileEntry = (file: string, name: string): TarEntry => {
  const stat = fs.statSync(file);
  // exactly the size seen now: a file that shrinks while it is read fails the backup (tar.ts)
  return { name, size: stat.size, mtime: stat.mtime, body: () => (stat.size ? fs.createReadStream(file, { end: stat.size - 1, highWaterMark: CHUNK }) : []) };
};

/** Every file under `root`, as archive names below `prefix`. */
function* treeEntries(root: string, prefix: string): Generator<TarEntry> {
  if (!fs.existsSync(root)) return;
  for (const d of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!d.isFile()) continue;
    const full = path.join(d.parentPath, d.name);
    yield fileEntry(full, prefix + path.relative(root, full).split(path.sep).join('/'));
  }
}

/**
 * A backup as a gzipped tar stream: the database is dumped first (its consistent point), then
 * the manifest, the keys, the dump and the uploads of `DATA_DIR/storage` are streamed out.
 * Uploads kept in a cloud bucket are not in it (README).
 */
export async function createBackupStream(src: BackupSource): Promise<{ manifest: Manifest; stream: Readable }> {
  const dump = await dumpDatabase(src.database, src.databaseUrl, src.tmpDir);
  const manifest: Manifest = { format: BACKUP_FORMAT, schema: dump.schema, database: src.database.kind, created: new Date().toISOString() };
  const text = Buffer.from(JSON.stringify(manifest, null, 2));
  function* entries(): Generator<TarEntry> {
    yield { name: MANIFEST_NAME, size: text.length, body: () => [text] };
    for (const key of keyFiles(src.dataDir)) yield fileEntry(path.join(src.dataDir, key), KEYS_DIR + key);
    yield { name: src.database.kind === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP, size: dump.size, body: dump.body };
    yield* treeEntries(path.join(src.dataDir, 'storage'), STORAGE_DIR);
  }
  // large chunks: each one is a trip to the thread pool and back, slow on a busy event loop
  const stream = createGzip({ chunkSize: CHUNK });
  // an error of the tar side (a file that changed) reaches the reader through the gzip stream
  pipeline(tarStream(entries()), stream, () => dump.dispose());
  return { manifest, stream };
}

/** The files of a backup file, in order. */
export function readBackup(file: string): AsyncGenerator<TarFile> {
  return readTar(fs.createReadStream(file).pipe(createGunzip()));
}

async function textOf(body: AsyncIterable<Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of body) parts.push(c);
  return Buffer.concat(parts).toString('utf8');
}

/** A backup file's manifest (its first entry); throws when the file is not a backup. */
export async function readManifest(file: string): Promise<Manifest> {
  const files = readBackup(file);
  try {
    const first = await files.next();
    if (first.done || first.value.name !== MANIFEST_NAME) throw new Error('not a backup file (no manifest)');
    return parseManifest(await textOf(first.value.body));
  } catch (e) {
    if ((e as Error).message.startsWith('not a backup') || (e as Error).message.startsWith("the backup's")) throw e;
    throw new Error(`not a backup file (${(e as Error).message})`, { cause: e });
  } finally {
    await files.return(undefined);
  }
}
