import { fileTypeFromBuffer, supportedExtensions } from 'file-type';

/** What the content of a file is, whatever its name says. */
export interface Sniffed {
  ext: string;
  mime: string;
  /** Found by magic numbers (a binary format file-type knows). */
  binary: boolean;
}

/** Bytes read to decide the type (file-type needs at most 4100). */
export const SNIFF_BYTES = 4100;

/** Extensions naming the same kind of content (what file-type reports for a valid file of each). */
const FAMILIES: string[][] = [
  ['jpg', 'jpeg', 'jpe'],
  ['tif', 'tiff'],
  ['mp4', 'm4v', 'm4a', 'm4b', 'm4p', 'mov', 'f4v', '3gp', '3g2', 'qt'],
  ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub', 'jar', 'apk', 'xpi'],
  ['mkv', 'webm', 'mka'],
  ['ogg', 'oga', 'ogv', 'opus', 'ogx', 'spx'],
  ['mp3', 'mp2', 'mp1'],
  ['html', 'htm', 'xhtml'],
  ['xml', 'svg'],
  ['php', 'phtml'],
];
const familyOf = (ext: string) => FAMILIES.find((f) => f.includes(ext)) ?? [ext];

/** Content a browser or server may run: accepted only under its own extension. */
const ACTIVE = new Set(['html', 'svg', 'xml', 'php', 'script']);

const detectable = new Set<string>(supportedExtensions);

function markupOf(text: string): Sniffed | null {
  const head = text.slice(0, 2048).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<?php') || /<\?php/.test(head)) return { ext: 'php', mime: 'application/x-httpd-php', binary: false };
  if (head.startsWith('#!')) return { ext: 'script', mime: 'text/x-script', binary: false };
  if (!head.startsWith('<')) return null;
  if (/<svg[\s>]/.test(head)) return { ext: 'svg', mime: 'image/svg+xml', binary: false };
  if (/<(!doctype html|html|head|body|script|iframe|object|embed|meta|a|img|div|style)[\s>/]/.test(head)) return { ext: 'html', mime: 'text/html', binary: false };
  if (head.startsWith('<?xml')) return { ext: 'xml', mime: 'application/xml', binary: false };
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 without NUL bytes (the head may end inside a character). */
function isText(buf: Buffer): boolean {
  if (buf.includes(0)) return false;
  for (let cut = 0; cut < 4 && cut < buf.length; cut++) {
    try {
      utf8.decode(buf.subarray(0, buf.length - cut));
      return true;
    } catch {
      /* try without a cut character at the end */
    }
  }
  return false;
}

/**
 * The type of a file from its first bytes: magic numbers (file-type), then markup and scripts
 * (HTML, SVG, XML, PHP, `#!`), then plain text, else an unknown binary.
 */
export async function sniff(head: Buffer): Promise<Sniffed> {
  const found = await fileTypeFromBuffer(head);
  const text = head.toString('utf8');
  if (found && found.ext !== 'xml') return { ext: found.ext, mime: found.mime, binary: true };
  const markup = markupOf(text);
  if (markup) return markup;
  if (found) return { ext: found.ext, mime: found.mime, binary: false };
  if (head.length && isText(head)) return { ext: 'txt', mime: 'text/plain', binary: false };
  return { ext: 'bin', mime: 'application/octet-stream', binary: false };
}

/**
 * Whether the content agrees with the name. Active content (HTML, SVG, XML, scripts) only under
 * its own extension; an extension of a format the sniffer recognises needs content of that
 * format; other extensions take any content that is not active.
 */
export function contentMatchesSuffix(suffix: string, sniffed: Sniffed): boolean {
  const family = familyOf(suffix);
  if (ACTIVE.has(sniffed.ext)) return family.includes(sniffed.ext);
  if (detectable.has(suffix)) return sniffed.binary && family.includes(sniffed.ext);
  return true;
}

const VIDEO_SUFFIXES = new Set(['mp4', 'm4v', 'mov', 'webm', 'mkv', 'avi', 'flv', 'wmv', 'mpg', 'mpeg', '3gp', 'ogv', 'ts']);

/** Videos have their own size limit (spec section 3's videoMaxsize). */
export const isVideo = (suffix: string, mime: string) => mime.startsWith('video/') || VIDEO_SUFFIXES.has(suffix);

/** A mime type against the allowed list: exact, or a `type/*` pattern; an empty list allows all. */
export function mimeAllowed(mime: string, allowed: string[]): boolean {
  if (!allowed.length || allowed.includes('*')) return true;
  const m = mime.toLowerCase();
  return allowed.some((a) => a === m || (a.endsWith('/*') && m.startsWith(a.slice(0, -1))));
}
