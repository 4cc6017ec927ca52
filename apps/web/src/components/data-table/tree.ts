import type { AnyRow, RowId } from './types';

const childrenOf = (row: AnyRow) => (Array.isArray(row.children) ? (row.children as AnyRow[]) : []);

/** A row anywhere in a tree, by key (compared as text: drag ids are strings). */
export function findRow(rows: readonly AnyRow[], pk: string, key: RowId): AnyRow | undefined {
  for (const row of rows) {
    if (String(row[pk]) === String(key)) return row;
    const found = findRow(childrenOf(row), pk, key);
    if (found) return found;
  }
  return undefined;
}

/** The keys of the rows on screen, top to bottom: roots and the children of expanded rows. */
export function visibleKeys(rows: readonly AnyRow[], pk: string, expanded: readonly RowId[]): string[] {
  const open = new Set(expanded.map(String));
  const out: string[] = [];
  const walk = (nodes: readonly AnyRow[]) => {
    for (const node of nodes) {
      out.push(String(node[pk]));
      if (open.has(String(node[pk]))) walk(childrenOf(node));
    }
  };
  walk(rows);
  return out;
}

/**
 * Whether a row may be dropped at another's place: both exist and share the parent
 * (`dragSortLimitField`, default pid) — a drag never moves a row to another branch.
 */
export function canDrop(rows: readonly AnyRow[], pk: string, activeKey: RowId, overKey: RowId, limitField = 'pid'): boolean {
  const active = findRow(rows, pk, activeKey);
  const over = findRow(rows, pk, overKey);
  if (!active || !over) return false;
  return String(active[limitField] ?? '') === String(over[limitField] ?? '');
}
