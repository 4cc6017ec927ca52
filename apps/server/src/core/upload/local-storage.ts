import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { storagePath } from './save-name.ts';
import { THUMB_SUFFIX } from './image.ts';

/**
 * The `local` driver (reference 8.3): files under `<dataDir>/storage`, their URL the path
 * below it prefixed with `/storage/`. Uploads arrive in `.tmp` inside the root (never served:
 * dot folders are refused) and are renamed into place, so a file is either whole or absent.
 */
export class LocalStorage {
  readonly root: string;
  readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'storage');
    this.tmpDir = path.join(this.root, '.tmp');
    fs.mkdirSync(this.tmpDir, { recursive: true, mode: 0o755 });
  }

  /** Absolute path of a stored URL, or null for one that would leave the root. */
  pathOf(url: string): string | null {
    return storagePath(this.root, url);
  }

  /** A fresh temporary file name for an incoming upload. */
  tempFile(): string {
    return path.join(this.tmpDir, crypto.randomBytes(16).toString('hex'));
  }

  async exists(url: string): Promise<boolean> {
    const file = this.pathOf(url);
    if (!file) return false;
    return fsp.stat(file).then((s) => s.isFile(), () => false);
  }

  /** Moves a received temporary file to its URL (replacing what is there), with its thumbnail. */
  async place(tempFile: string, url: string, thumb: Buffer | null): Promise<void> {
    const file = this.pathOf(url);
    if (!file) throw new Error(`not a storage url: ${url}`);
    await fsp.mkdir(path.dirname(file), { recursive: true, mode: 0o755 });
    await fsp.chmod(tempFile, 0o644);
    if (thumb) {
      const thumbTemp = this.tempFile();
      await fsp.writeFile(thumbTemp, thumb, { mode: 0o644 });
      await fsp.rename(thumbTemp, file + THUMB_SUFFIX);
    }
    await fsp.rename(tempFile, file);
  }

  /** Deletes a stored file and its thumbnail, then the folders left empty up to the root. */
  async remove(url: string): Promise<void> {
    const file = this.pathOf(url);
    if (!file) return;
    await fsp.rm(file, { force: true });
    await fsp.rm(file + THUMB_SUFFIX, { force: true });
    let dir = path.dirname(file);
    while (dir.startsWith(this.root + path.sep)) {
      try {
        await fsp.rmdir(dir); // only succeeds when empty
      } catch {
        break;
      }
      dir = path.dirname(dir);
    }
  }

  async discard(tempFile: string): Promise<void> {
    await fsp.rm(tempFile, { force: true });
  }
}

const instances = new WeakMap<object, LocalStorage>();

/** The one local storage of an app (keyed by its context). */
export function storageOf(ctx: { config: { dataDir: string } }): LocalStorage {
  let s = instances.get(ctx);
  if (!s) instances.set(ctx, (s = new LocalStorage(ctx.config.dataDir)));
  return s;
}
