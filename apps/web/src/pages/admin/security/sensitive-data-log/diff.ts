/** One side of a before/after comparison: the common start, the changed middle, the common end. */
export interface DiffSide {
  head: string;
  changed: string;
  tail: string;
}

/**
 * Splits two values around what changed (common prefix and suffix kept apart), so the diff view
 * can highlight only the changed part. Works on code points, so a Chinese or emoji character is
 * never cut in half. Null is shown as the empty string.
 */
export function diffParts(before: string | null, after: string | null): { before: DiffSide; after: DiffSide } {
  const a = [...(before ?? '')];
  const b = [...(after ?? '')];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const side = (chars: string[]): DiffSide => ({
    head: chars.slice(0, start).join(''),
    changed: chars.slice(start, chars.length - end).join(''),
    tail: chars.slice(chars.length - end).join(''),
  });
  return { before: side(a), after: side(b) };
}
