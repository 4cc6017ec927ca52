import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MODULE_PACKAGE_MAX_BYTES } from '@app/contract';
import { ApiError } from '../http/errors.ts';
import { packageTexts } from './manifest.ts';

/** Largest package accepted from the catalogue or an upload. */
export const MAX_PACKAGE_BYTES = MODULE_PACKAGE_MAX_BYTES;
const FETCH_TIMEOUT_MS = 30_000;

const entrySchema = z.object({
  uid: z.string(),
  title: z.string(),
  intro: z.string().default(''),
  i18n: packageTexts,
  author: z.string().default(''),
  version: z.string(),
  requires: z.object({ app: z.string().default('*') }).default({ app: '*' }),
  /** The zip, relative to the catalogue (a file name in the folder, or a URL relative to the catalogue's). */
  download: z.string(),
  /** sha256 of the zip (hex): a download that does not match, or an entry without it, is refused. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/i).transform((h) => h.toLowerCase()).optional(),
});
export type CatalogueEntry = z.infer<typeof entrySchema>;
const catalogueSchema = z.object({ modules: z.array(entrySchema) });

/**
 * The module catalogue (`MODULE_CATALOGUE`): a folder holding `catalogue.json` and the zips it
 * names, or the URL of such a `catalogue.json` (its zips fetched relative to it).
 */
export class Catalogue {
  constructor(private readonly source: string | undefined) {}

  get configured(): boolean {
    return !!this.source;
  }

  private isUrl() {
    return /^https?:\/\//i.test(this.source ?? '');
  }

  async list(): Promise<CatalogueEntry[]> {
    if (!this.source) return [];
    let text: string;
    try {
      if (this.isUrl()) {
        const res = await fetch(this.source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        text = await res.text();
      } else {
        text = fs.readFileSync(path.join(this.source, 'catalogue.json'), 'utf8');
      }
      return catalogueSchema.parse(JSON.parse(text)).modules;
    } catch {
      throw new ApiError('The module catalogue is not available');
    }
  }

  async entry(uid: string): Promise<CatalogueEntry> {
    const found = (await this.list()).find((m) => m.uid === uid);
    if (!found) throw new ApiError('Module not found in the catalogue');
    return found;
  }

  /** The zip of a catalogue module, its checksum verified before anything reads it (a local folder is no more trusted than a URL). */
  async download(uid: string): Promise<Buffer> {
    const entry = await this.entry(uid);
    if (!entry.sha256) throw new ApiError('The catalogue gives no checksum for the module package');
    let data: Buffer;
    if (this.isUrl()) {
      const res = await fetch(new URL(entry.download, this.source), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch(() => null);
      if (!res?.ok) throw new ApiError('The module package could not be downloaded');
      data = Buffer.from(await res.arrayBuffer());
    } else {
      const root = path.resolve(this.source!);
      const file = path.resolve(root, entry.download);
      if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) throw new ApiError('The module package could not be downloaded');
      data = fs.readFileSync(file);
    }
    if (data.length > MAX_PACKAGE_BYTES) throw new ApiError('The module package is too large');
    if (crypto.createHash('sha256').update(data).digest('hex') !== entry.sha256) throw new ApiError('The module package does not match its checksum');
    return data;
  }
}
