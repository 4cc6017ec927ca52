import { describe, expect, it } from 'vitest';
import { nestRows, treeOptions } from './tree.ts';

const rows = [
  { id: 1, pid: 0, name: 'a' },
  { id: 2, pid: 1, name: 'b' },
  { id: 3, pid: 2, name: 'c' },
  { id: 4, pid: 1, name: 'd' },
  { id: 5, pid: 4, name: 'e' },
  { id: 6, pid: 0, name: 'f' },
];

describe('nestRows', () => {
  it('nests by pid, keeping order', () => {
    const tree = nestRows(rows);
    expect(tree.map((r) => r.id)).toEqual([1, 6]);
    expect(tree[0].children!.map((r) => r.id)).toEqual([2, 4]);
  });
  it('makes roots of rows whose parent is absent (a searched subset)', () => {
    expect(nestRows(rows.filter((r) => r.id >= 3)).map((r) => r.id)).toEqual([3, 4, 6]);
  });
});

describe('treeOptions', () => {
  it('prefixes names like the original getTreeArray', () => {
    expect(treeOptions(nestRows(rows), 'name').map((r) => r.name)).toEqual(['a', '    ├b', '    │    └c', '    └d', '        └e', 'f']);
  });
});
