import fs from 'node:fs';
import path from 'node:path';
import { secretProblem } from '../core/secrets.ts';

/**
 * Start-up checks of DATA_DIR, run before the database opens. PGlite opens any folder it is
 * given: a damaged `pgdata` (PG_VERSION gone) would be silently re-initialised beside the old
 * files and seeded with a new super admin, so anything that is not a usable data folder stops
 * the server with one line naming the path.
 */

/** Pseudo file systems: files there are not storage. */
const PSEUDO_ROOTS = ['/proc', '/sys'];

const under = (p: string, root: string) => p === root || p.startsWith(root + '/');

/** The real path of `p`, or of its nearest existing ancestor joined with the rest. */
function realPathOf(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    const parent = path.dirname(p);
    return parent === p ? p : path.join(realPathOf(parent), path.basename(p));
  }
}

/** CRC-32C (Castagnoli), PostgreSQL's checksum of pg_control. */
const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
  return c >>> 0;
});
function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC32C_TABLE[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Whether pg_control is intact: its CRC-32C follows the control data, whose length differs
 * between PostgreSQL versions (292 bytes in 18), so every aligned end within the first 512
 * bytes is tried; a damaged file matches none.
 */
export function pgControlIntact(file: Buffer): boolean {
  if (file.length < 512) return false;
  for (let end = 16; end + 4 <= 512; end += 4) {
    if (crc32c(file.subarray(0, end)) === file.readUInt32LE(end)) return true;
  }
  return false;
}

/** What is wrong with an existing `pgdata` folder, or undefined when it is a database or empty (a first start). */
function pgdataProblem(dir: string): string | undefined {
  const stat = fs.statSync(dir);
  if (!stat.isDirectory()) return `${dir} is not a folder`;
  if (fs.readdirSync(dir).length === 0) return undefined;
  const version = path.join(dir, 'PG_VERSION');
  if (!fs.existsSync(version)) return `${dir} is not a database (PG_VERSION is missing); restore it from a backup or move it away`;
  if (!/^\d+\s*$/.test(fs.readFileSync(version, 'utf8'))) return `${version} is damaged`;
  const control = path.join(dir, 'global', 'pg_control');
  if (!fs.existsSync(control)) return `${dir} is not a database (global/pg_control is missing)`;
  if (!pgControlIntact(fs.readFileSync(control))) return `${control} is corrupt (checksum mismatch); restore the database from a backup`;
  return undefined;
}

/** The problem that keeps the server from using `dataDir`, or undefined. Creates the folder when missing. */
export function dataDirProblem(dataDir: string, opts: { embedded: boolean }): string | undefined {
  const real = realPathOf(dataDir);
  if (PSEUDO_ROOTS.some((root) => under(real, root))) return `DATA_DIR ${dataDir} is under ${PSEUDO_ROOTS.find((r) => under(real, r))}, not storage; choose a folder on a disk`;
  try {
    if (fs.existsSync(dataDir) && !fs.statSync(dataDir).isDirectory()) return `DATA_DIR ${dataDir} is not a folder`;
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (e) {
    return `DATA_DIR ${dataDir} cannot be created (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
  }
  // access() says yes to root on a read-only mount: write a file to know.
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (e) {
    return `DATA_DIR ${dataDir} is not writable (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
  }
  const keyFile = path.join(dataDir, 'secret.key');
  if (fs.existsSync(keyFile)) {
    const problem = secretProblem(fs.readFileSync(keyFile, 'utf8').trim());
    if (problem) return `${keyFile}: ${problem}`;
  }
  const pgdata = path.join(dataDir, 'pgdata');
  if (opts.embedded && fs.existsSync(pgdata)) {
    try {
      return pgdataProblem(pgdata);
    } catch (e) {
      return `${pgdata} cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
    }
  }
  return undefined;
}

/** Stops the process with one line on stderr (no stack trace: it is the operator's to fix). */
export function refuseToStart(problem: string): never {
  process.stderr.write(`Cannot start: ${problem}\n`);
  process.exit(1);
}

/** Stops the process when DATA_DIR is unusable. */
export function checkDataDir(config: { dataDir: string; databaseUrl?: string }): void {
  const problem = dataDirProblem(config.dataDir, { embedded: !config.databaseUrl });
  if (problem) refuseToStart(problem);
}
