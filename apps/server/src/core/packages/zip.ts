import JSZip from 'jszip';
import { ApiError } from '../http/errors.ts';

/** Limits of one package: entries and unpacked bytes (a zip bomb stops at the first). */
export const MAX_ENTRIES = 2000;
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Refuses an entry name that could land outside the package folder. */
export function unsafeEntryName(name: string): string | null {
  if (name.includes('\\')) return 'backslash';
  if (name.includes('\0')) return 'NUL';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'absolute path';
  const parts = name.split('/');
  if (parts.some((p) => p === '..')) return 'path traversal';
  if (parts.some((p, i) => p === '' && i < parts.length - 1) || parts.some((p) => p === '.')) return 'irregular path';
  return null;
}

/**
 * Reads a package zip into memory: file path → bytes. Refused: a name that is absolute or
 * climbs out (`..`), a symbolic link, more than MAX_ENTRIES entries or MAX_UNPACKED_BYTES.
 * The check reads the names as stored, before JSZip's own normalisation could hide them.
 */
export async function readPackageZip(data: Buffer): Promise<Map<string, Buffer>> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data, { createFolders: false });
  } catch {
    throw new ApiError('The module package is not a valid zip file');
  }
  const entries = Object.values(zip.files);
  if (entries.length > MAX_ENTRIES) throw new ApiError('The module package is too large');
  const files = new Map<string, Buffer>();
  let total = 0;
  for (const entry of entries) {
    // unsafeOriginalName: the name before JSZip resolved `../` segments
    const raw = (entry as unknown as { unsafeOriginalName?: string }).unsafeOriginalName ?? entry.name;
    const problem = unsafeEntryName(raw) ?? unsafeEntryName(entry.name);
    if (problem) throw new ApiError('The module package contains an unsafe path: %s', 0, { file: raw, problem }, [raw]);
    const mode = typeof entry.unixPermissions === 'number' ? entry.unixPermissions : 0;
    if ((mode & S_IFMT) === S_IFLNK) throw new ApiError('The module package contains a symbolic link: %s', 0, { file: raw }, [raw]);
    if (entry.dir) continue;
    const bytes = await entry.async('nodebuffer');
    total += bytes.length;
    if (total > MAX_UNPACKED_BYTES) throw new ApiError('The module package is too large');
    files.set(entry.name, bytes);
  }
  return files;
}

/** Packs files (path → bytes) into a zip: the backups of overwritten files. */
export async function writeZip(files: Map<string, Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, bytes] of files) zip.file(name, bytes);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
