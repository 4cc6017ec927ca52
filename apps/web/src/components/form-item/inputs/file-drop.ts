import { formatDateTime } from '../../../utils/date';
import type { UploadProblem } from './upload';

/**
 * Which files of a batch an upload field takes, whatever brought them: the file dialog, a drop
 * or a paste. One screening for all three, so a dropped or pasted file meets exactly the checks
 * of a picked one (the client pre-check of spec §5, images only in an image field, one file in a
 * single field, no more than the room left in a multi field); the server checks them again.
 */

/** Why a file of a batch is left out: a §5 problem, not an image in an image field, or no room left. */
export type DropProblem = UploadProblem | 'notImage' | 'onlyOne' | 'tooMany';

export interface Screened {
  accepted: File[];
  refused: { file: File; problem: DropProblem }[];
}

export interface ScreenRules {
  /** The §5 pre-check of one file (checkUploadFile with the site's upload config). */
  check: (file: File) => UploadProblem | null;
  /** A multi field (images / files); a single one takes one file. */
  multiple: boolean;
  /** How many more files the field takes (Infinity without a limit). */
  room: number;
  /** An image field: other files are refused. */
  imagesOnly?: boolean;
}

/** Whether a file is an image by its type or, without one, its name. */
export const isImageLike = (file: Pick<File, 'name' | 'type'>) =>
  file.type ? file.type.startsWith('image/') : /\.(png|jpe?g|gif|webp|bmp|svg|avif|ico)$/i.test(file.name);

/** Splits a batch into the files to send, in order, and the refused ones with their reason. */
export function screenFiles(files: readonly File[], rules: ScreenRules): Screened {
  const out: Screened = { accepted: [], refused: [] };
  const room = rules.multiple ? Math.max(0, rules.room) : 1;
  for (const file of files) {
    const problem: DropProblem | null =
      rules.check(file) ?? (rules.imagesOnly && !isImageLike(file) ? 'notImage' : null) ?? (out.accepted.length >= room ? (rules.multiple ? 'tooMany' : 'onlyOne') : null);
    if (problem) out.refused.push({ file, problem });
    else out.accepted.push(file);
  }
  return out;
}

/**
 * What a one-purpose file field takes (an import's spreadsheet, a module's zip): its suffixes, the
 * mime types a browser may give such a file, and its size limit. Fields with their own rules use
 * this instead of the site's upload config.
 */
export interface FileKind {
  /** Lower-case suffixes without the dot. */
  suffixes: readonly string[];
  /** The types browsers report for them; an empty type (some systems give none) passes on the suffix. */
  mimes: readonly string[];
  maxBytes: number;
}

/** The check of one file against a FileKind, in the order of checkUploadFile; null when it may go. */
export function checkFileKind(file: Pick<File, 'name' | 'size' | 'type'>, kind: FileKind): UploadProblem | null {
  if (!file.name || !file.size) return 'dataIncomplete';
  const dot = file.name.lastIndexOf('.');
  const suffix = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!kind.suffixes.includes(suffix)) return 'typeNotAllowed';
  if (file.type && !kind.mimes.includes(file.type.toLowerCase())) return 'typeNotAllowed';
  if (file.size > kind.maxBytes) return 'sizeExceeded';
  return null;
}

/** The `accept` of a file dialog for a FileKind: the suffixes and the types. */
export const acceptOf = (kind: FileKind) => [...kind.suffixes.map((s) => `.${s}`), ...kind.mimes.filter((m) => m !== 'application/octet-stream')].join(',');

/** Browsers name a clipboard screenshot `image.png` (or nothing): a pasted image gets `paste-<site time>.png`. */
const GENERIC_PASTE_NAME = /^(image|blob)?(\.[a-z0-9]+)?$/i;

const EXT_OF_TYPE: Record<string, string> = { 'image/jpeg': 'jpg', 'image/svg+xml': 'svg', 'image/x-icon': 'ico' };
const extOf = (type: string) => EXT_OF_TYPE[type] ?? (type.split('/')[1] || 'bin').replace(/[^a-z0-9]/gi, '').toLowerCase();

/** The name a pasted file goes by: its own, or `paste-YYYYMMDD-HHmmss[-n].<ext>` for a clipboard image. */
export function pastedName(file: Pick<File, 'name' | 'type'>, at: number, index = 0): string {
  if (!GENERIC_PASTE_NAME.test(file.name)) return file.name;
  const stamp = formatDateTime(at, 'YYYYMMDD-HHmmss');
  return `paste-${stamp}${index ? `-${index + 1}` : ''}.${extOf(file.type)}`;
}

/**
 * The files a drop or a paste carries (its items of kind `file`, else its file list). A paste's
 * clipboard images are renamed by `pastedName`; text, links and HTML are not files and give none.
 */
export function transferFiles(transfer: DataTransfer | null | undefined, pasted = false, at = Date.now()): File[] {
  if (!transfer) return [];
  const fromItems = Array.from(transfer.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((f): f is File => f !== null);
  const files = fromItems.length ? fromItems : Array.from(transfer.files ?? []);
  if (!pasted) return files;
  return files.map((file, index) => {
    const name = pastedName(file, at, index);
    return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
  });
}

/** The paste shortcut as this system writes it. */
export const pasteKeys = () => (typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘V' : 'Ctrl+V');

/** Whether a drag carries files (not text or a link dragged from the page). */
export const dragHasFiles = (transfer: DataTransfer | null | undefined) => !!transfer && Array.from(transfer.types ?? []).includes('Files');

/** Whether a paste lands where text is typed: there it stays the text field's paste. */
export function isTextTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'file', 'submit', 'reset', 'image', 'range', 'color'].includes(target.type);
  return !!target.closest('[contenteditable=""], [contenteditable="true"]');
}
