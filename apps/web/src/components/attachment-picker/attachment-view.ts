import { thumbUrl, uploadEndpoints } from '@app/contract';
import { fullUrl } from '../../utils/url';

/** The extension of a file name or URL, lower case; `file` when there is none. */
export function suffixOf(nameOrUrl: string): string {
  const base = nameOrUrl.split(/[?#]/)[0].split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  const ext = dot >= 0 ? base.slice(dot + 1).toLowerCase() : '';
  return /^[a-z0-9]+$/.test(ext) ? ext : 'file';
}

/** The file icon of an extension (reference 8.6), from the public member-side call. */
export const suffixIconUrl = (suffix: string) => `${uploadEndpoints.api.suffixSvg.path}?suffix=${encodeURIComponent(suffix)}&server=1`;

const IMAGE_SUFFIXES = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg']);

/** Whether a stored file shows as an image: by its mime type when known, else by its extension. */
export const isImageFile = (file: { url: string; mimetype?: string }) =>
  file.mimetype ? file.mimetype.startsWith('image/') : IMAGE_SUFFIXES.has(suffixOf(file.url));

/**
 * What a list shows for a file: an image's 200-pixel thumbnail, the file icon of anything
 * else. SVG files are never shown from our origin (they download), so they get the icon too.
 */
export function previewOf(file: { url: string; mimetype?: string; suffix?: string }, cdnUrl = ''): string {
  const suffix = file.suffix ?? suffixOf(file.url);
  if (isImageFile(file) && suffix !== 'svg') return fullUrl(thumbUrl(file.url), cdnUrl);
  return suffixIconUrl(suffix);
}

/** Bytes for people: 512 B, 1.5 KB, 12.3 MB. */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : Math.round(value * 10) / 10} ${units[unit]}`;
}

/**
 * The choice after the ticks on one page changed: what was chosen stays in its order (unless
 * unticked here), newly ticked rows join after it, up to `max`; with `max` 1 the newest tick wins.
 */
export function nextChoice<Row extends { id: number }>(chosen: Row[], page: Row[], keys: readonly React.Key[], max: number): Row[] {
  const onPage = new Set(page.map((r) => r.id));
  const kept = chosen.filter((r) => !onPage.has(r.id) || keys.includes(r.id));
  const added = page.filter((r) => keys.includes(r.id) && !chosen.some((c) => c.id === r.id));
  const next = [...kept, ...added];
  return max === 1 ? next.slice(-1) : next.slice(0, max);
}
