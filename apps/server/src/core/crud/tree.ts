import type { Row } from './types.ts';

export type TreeRow = Row & { children?: TreeRow[] };

/**
 * Nests rows by parent id, keeping their order. A row whose parent is not in the set is a root,
 * so a searched subset still shows every hit (the original's `assembleChild`).
 */
export function nestRows(rows: readonly Row[], pid = 'pid', pk = 'id'): TreeRow[] {
  const ids = new Set(rows.map((r) => r[pk]));
  const byParent = new Map<unknown, Row[]>();
  for (const r of rows) byParent.set(r[pid], [...(byParent.get(r[pid]) ?? []), r]);
  const attach = (r: Row, seen: Set<unknown>): TreeRow => {
    const kids = (byParent.get(r[pk]) ?? []).filter((k) => !seen.has(k[pk]));
    return kids.length ? { ...r, children: kids.map((k) => attach(k, new Set(seen).add(k[pk]))) } : { ...r };
  };
  return rows.filter((r) => !ids.has(r[pid]) || r[pid] === r[pk]).map((r) => attach(r, new Set([r[pk]])));
}

const ICON = { line: '│', mid: '├', last: '└' };

/**
 * Flattens a tree for a select box, prefixing `label` with box-drawing characters by depth
 * (the original's getTreeArray + assembleTree): roots bare, children `    ├name`, deeper levels
 * indented four more spaces per level with a `│` while the parent branch goes on.
 */
export function treeOptions(tree: readonly TreeRow[], label: string): Row[] {
  const out: Row[] = [];
  const walk = (nodes: readonly TreeRow[], level: number, parentEnded: boolean) => {
    nodes.forEach((node, i) => {
      const last = i === nodes.length - 1;
      const mark = last ? ICON.last : ICON.mid;
      const { children, ...row } = node;
      const text = String(row[label] ?? '');
      if (level === 2) row[label] = '    ' + mark + text;
      else if (level >= 3) row[label] = '    ' + (parentEnded ? '' : ICON.line) + ' '.repeat((level - 2) * 4) + mark + text;
      out.push(row);
      if (children?.length) walk(children, level + 1, last);
    });
  };
  walk(tree, 1, false);
  return out;
}
