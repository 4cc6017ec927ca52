import crypto from 'node:crypto';
import path from 'node:path';

/** Every URL of a stored file starts here; the server serves it from `<dataDir>/storage`. */
export const STORAGE_PREFIX = '/storage/';

/** Characters that end a name: path separators, NUL and other controls. */
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

/** The base name a client sent, without any directory part, tags or control characters. */
export function cleanOriginalName(name: string): string {
  const base = name.replace(CONTROLS, '').replace(/<[^>]*>?/g, '').split(/[/\\]/).pop() ?? '';
  return base.trim();
}

/** Lower-case extension of a name; anything but letters and digits (or none) is `file` (reference 8.2). */
export function suffixOf(name: string): string {
  const base = cleanOriginalName(name);
  const dot = base.lastIndexOf('.');
  const ext = dot >= 0 ? base.slice(dot + 1).toLowerCase() : '';
  return /^[a-z0-9]+$/.test(ext) ? ext : 'file';
}

const withoutExtension = (base: string) => {
  const dot = base.lastIndexOf('.');
  return dot >= 0 ? base.slice(0, dot) : base;
};

/**
 * `{fileName}` of the save-name template (reference 8.3): the name without its extension, the
 * characters `\s : @ # ? & / = ' , +` removed, first 15 characters. We also remove what could
 * make a path or URL misbehave (`\ < > " % ! *` and leading dots) instead of HTML-escaping,
 * which would put `&` and `;` into file names.
 */
export function fileNamePart(name: string): string {
  const stem = withoutExtension(cleanOriginalName(name));
  return [...stem.replace(/[\s:@#?&/=',+\\<>"%!*|`^{}[\]~$;]/g, '').replace(/^\.+/, '')].slice(0, 15).join('');
}

/** The `name` column: the cleaned original name cut to 100 characters, then `.suffix` (reference 8.4). */
export function attachmentName(name: string, suffix: string): string {
  const stem = [...withoutExtension(cleanOriginalName(name))].slice(0, 100).join('');
  return `${stem || 'file'}.${suffix}`;
}

export interface SaveNameInput {
  topic: string;
  originalName: string;
  suffix: string;
  sha1: string;
  /** Now, in the site's time zone. */
  now: Date;
  timeZone: string;
}

function timeParts(now: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { year: parts.year, mon: parts.month, day: parts.day, hour: parts.hour, min: parts.minute, sec: parts.second };
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomAlnum = (n: number) => Array.from(crypto.randomBytes(n), (b) => ALNUM[b % ALNUM.length]).join('');

/**
 * The stored URL of a file from the save-name template (reference 8.3): `{topic}`, `{year}`,
 * `{mon}`, `{day}`, `{hour}`, `{min}`, `{sec}`, `{random}`, `{random32}`, `{fileName}`,
 * `{suffix}`, `{.suffix}`, `{fileSha1}`. Null when the result would leave the storage folder
 * (a template not under `/storage/`, or one that renders `..` or an empty segment).
 */
export function renderSaveName(template: string, input: SaveNameInput): string | null {
  const t = timeParts(input.now, input.timeZone);
  const values: Record<string, string> = {
    topic: input.topic,
    ...t,
    random: randomAlnum(8),
    random32: randomAlnum(32),
    fileName: fileNamePart(input.originalName),
    suffix: input.suffix,
    '.suffix': input.suffix ? `.${input.suffix}` : '',
    fileSha1: input.sha1,
  };
  const url = template.replace(/\{(\.?[a-zA-Z0-9]+)\}/g, (all, key: string) => values[key] ?? all);
  return safeStorageUrl(url);
}

/** The URL itself when it names a file inside the storage folder, else null. */
export function safeStorageUrl(url: string): string | null {
  if (!url.startsWith(STORAGE_PREFIX) || url.includes('\\') || CONTROL.test(url)) return null;
  const segments = url.slice(STORAGE_PREFIX.length).split('/');
  if (!segments.length || segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null;
  return url;
}

/** Absolute path of a stored URL under the storage root; null when it would lie outside. */
export function storagePath(storageRoot: string, url: string): string | null {
  if (!safeStorageUrl(url)) return null;
  const full = path.resolve(storageRoot, url.slice(STORAGE_PREFIX.length));
  return full.startsWith(storageRoot + path.sep) ? full : null;
}
