import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BACKUP_FILE_NAME as BACKUP_FILE } from '@app/contract';
import type { Database } from '../../db/client.ts';
import { createBackupStream, readManifest } from './archive.ts';
import type { Manifest } from './manifest.ts';


export interface BackupFile {
  name: string;
  size: number;
  /** When its database was dumped. */
  created: Date;
  database: Manifest['database'];
  schema: string;
}

export class BackupBusy extends Error {
  constructor() {
    super('A backup is under way, please try again after it completes');
  }
}

export class BackupNotFound extends Error {
  constructor() {
    super('Backup not found');
  }
}

export function backupFileName(at = new Date()): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `backup-${stamp}-${crypto.randomBytes(3).toString('hex')}.tar.gz`;
}

/**
 * The backups of an instance, in its backup folder: made one at a time (written under a dot
 * name, renamed when complete, so a list never shows half a file), listed newest first, pruned
 * to the retention count after each new one.
 */
export class BackupStore {
  private running: Promise<BackupFile> | null = null;

  constructor(private readonly src: { database: Database; databaseUrl?: string; dataDir: string; backupDir: string }) {}

  get dir(): string {
    return this.src.backupDir;
  }

  /** The path of a backup by name; throws BackupNotFound for any other name. */
  pathOf(name: string): string {
    const file = path.join(this.dir, name);
    if (!BACKUP_FILE.test(name) || !fs.existsSync(file)) throw new BackupNotFound();
    return file;
  }

  async list(): Promise<BackupFile[]> {
    if (!fs.existsSync(this.dir)) return [];
    const names = fs.readdirSync(this.dir).filter((n) => BACKUP_FILE.test(n));
    const files = await Promise.all(
      names.map(async (name) => {
        const file = path.join(this.dir, name);
        try {
          const manifest = await readManifest(file);
          return { name, size: fs.statSync(file).size, created: new Date(manifest.created), database: manifest.database, schema: manifest.schema.tag };
        } catch {
          return null; // removed meanwhile, or not a backup: not listed
        }
      }),
    );
    return files.filter((f) => f !== null).sort((a, b) => b.created.getTime() - a.created.getTime() || b.name.localeCompare(a.name));
  }

  /** Makes a backup now; BackupBusy while another one of this instance is under way. */
  create(retention: number): Promise<BackupFile> {
    if (this.running) return Promise.reject(new BackupBusy());
    this.running = this.write(retention).finally(() => (this.running = null));
    return this.running;
  }

  private async write(retention: number): Promise<BackupFile> {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const name = backupFileName();
    const partial = path.join(this.dir, `.${name}.partial`);
    try {
      const { manifest, stream } = await createBackupStream({ ...this.src, tmpDir: this.dir });
      // the file holds the keys: readable by the server's user alone
      await pipeline(stream, fs.createWriteStream(partial, { mode: 0o600 }));
      fs.renameSync(partial, path.join(this.dir, name));
      await this.prune(retention);
      return { name, size: fs.statSync(path.join(this.dir, name)).size, created: new Date(manifest.created), database: manifest.database, schema: manifest.schema.tag };
    } finally {
      fs.rmSync(partial, { force: true });
    }
  }

  remove(name: string): void {
    fs.rmSync(this.pathOf(name));
  }

  /** Keeps the newest `keep` backups (0 keeps them all). */
  async prune(keep: number): Promise<void> {
    if (keep <= 0) return;
    for (const old of (await this.list()).slice(keep)) fs.rmSync(path.join(this.dir, old.name), { force: true });
  }
}
