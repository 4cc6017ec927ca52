import type { TableColumn } from './types';

const KEY_PREFIX = 'data-table:columns:';

/** Which columns a table shows: stored choices first, then each column's `show` (default true). */
export function loadColumnDisplay(tableKey: string, columns: readonly TableColumn[]): Record<string, boolean> {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY_PREFIX + tableKey) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    // a damaged entry is ignored and overwritten on the next change
  }
  return Object.fromEntries(
    columns.map((c) => [c.field, c.enableColumnDisplayControl === false ? c.show !== false : typeof stored[c.field] === 'boolean' ? (stored[c.field] as boolean) : c.show !== false]),
  );
}

/** Remembers the choice of one table (only the columns the menu controls). */
export function saveColumnDisplay(tableKey: string, columns: readonly TableColumn[], shown: Record<string, boolean>): void {
  const controlled = columns.filter((c) => c.enableColumnDisplayControl !== false);
  const value = Object.fromEntries(controlled.map((c) => [c.field, shown[c.field] !== false]));
  try {
    localStorage.setItem(KEY_PREFIX + tableKey, JSON.stringify(value));
  } catch {
    // storage full or disabled: the choice lasts for this page only
  }
}
