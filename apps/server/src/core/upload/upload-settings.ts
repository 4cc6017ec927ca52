import type { Settings } from '../settings.ts';

/**
 * Upload limits, from the config centre's `upload` group. The server enforces them; the
 * site config hands the same values to the client for its pre-check (spec sections 3 and 5).
 */
export interface UploadSettings {
  /** Storage driver: `local` (files under the data folder, served by this server). */
  mode: string;
  /** Bytes; images and other files. */
  maxSize: number;
  /** Bytes; videos. */
  videoMaxSize: number;
  /** Allowed extensions, lower case, without dots; `*` allows any (the content checks still apply). */
  allowedSuffixes: string[];
  /** Allowed mime types or `type/*` patterns; empty: any (the extension list still applies). */
  allowedMimeTypes: string[];
  /** Save-name template (reference 8.3). */
  saveName: string;
}

export const UPLOAD_SETTING_DEFAULTS = {
  upload_mode: 'local',
  upload_max_size: '10mb',
  upload_video_max_size: '100mb',
  upload_allowed_suffixes: 'jpg,png,bmp,jpeg,gif,webp,zip,rar,wav,mp4,mp3',
  upload_allowed_mime_types: '',
  upload_save_name: '/storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}',
} as const;

const UNITS: Record<string, number> = { b: 1, k: 1024, kb: 1024, m: 1024 ** 2, mb: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3 };

/** `10mb` → 10·1024² bytes (units b, k, kb, m, mb, g, gb; a bare number is bytes); null when unreadable. */
export function parseSize(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (!m) return null;
  const unit = UNITS[(m[2] || 'b').toLowerCase()];
  return unit ? Math.floor(Number(m[1]) * unit) : null;
}

const list = (text: string) => text.split(',').map((s) => s.trim().toLowerCase().replace(/^\./, '')).filter(Boolean);

const SUFFIX_RE = /^([a-z0-9]+|\*)$/;
const MIME_RE = /^([a-z0-9][a-z0-9.+-]*\/([a-z0-9][a-z0-9.+-]*|\*)|\*)$/;

/** The first entry of an extension list (`mime`: a mime-type list) that is not one; null when all are. */
export function invalidListEntry(text: string, kind: 'suffix' | 'mime'): string | null {
  const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
  return entries.find((entry) => !(kind === 'suffix' ? SUFFIX_RE : MIME_RE).test(list(entry)[0])) ?? null;
}

export const suffixAllowed = (suffix: string, allowed: string[]) => allowed.includes('*') || allowed.includes(suffix);

export async function uploadSettings(settings: Settings): Promise<UploadSettings> {
  const get = (name: keyof typeof UPLOAD_SETTING_DEFAULTS) => settings.get<string>(name, UPLOAD_SETTING_DEFAULTS[name]);
  const size = async (name: 'upload_max_size' | 'upload_video_max_size') => parseSize(await get(name)) ?? parseSize(UPLOAD_SETTING_DEFAULTS[name])!;
  return {
    mode: (await get('upload_mode')) || 'local',
    maxSize: await size('upload_max_size'),
    videoMaxSize: await size('upload_video_max_size'),
    allowedSuffixes: list(await get('upload_allowed_suffixes')),
    allowedMimeTypes: list(await get('upload_allowed_mime_types')),
    saveName: (await get('upload_save_name')) || UPLOAD_SETTING_DEFAULTS.upload_save_name,
  };
}

/**
 * The site config's `upload` block, from the one set of settings in two spellings: the spec's
 * (section 3, what our client pre-checks) and the reference's (3.1, what its clients read:
 * a comma string of suffixes and an array of mime types).
 */
export function clientUploadConfig(u: UploadSettings) {
  return {
    mode: u.mode,
    maxsize: u.maxSize,
    videoMaxsize: u.videoMaxSize,
    mimetype: clientTypeList(u),
    savename: u.saveName,
    maxSize: u.maxSize,
    saveName: u.saveName,
    allowedSuffixes: u.allowedSuffixes.join(','),
    allowedMimeTypes: u.allowedMimeTypes,
  };
}

/**
 * The one comma list the client's pre-check reads (spec section 5 accepts a file when any entry
 * matches). The server wants the extension listed and, when a mime list is set, the mime type
 * too; so the client gets the extensions, and the mime patterns only when any extension goes.
 */
function clientTypeList(u: UploadSettings): string {
  if (!u.allowedSuffixes.includes('*')) return u.allowedSuffixes.join(',');
  const mimes = u.allowedMimeTypes.filter((m) => m !== '*');
  return mimes.length ? mimes.join(',') : '*';
}
