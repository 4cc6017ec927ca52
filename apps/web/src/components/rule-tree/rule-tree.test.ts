import { describe, expect, it } from 'vitest';
import { allIds, conductCheck, leafRuleIds, rulesToSubmit, type RuleNode } from './rule-tree';

// 1 auth ─ 2 admin ─ 4 add, 5 edit
//        └ 3 group ─ 6 add
// 7 dashboard
const tree: RuleNode[] = [
  {
    id: 1,
    pid: 0,
    title: 'auth',
    children: [
      { id: 2, pid: 1, title: 'admin', children: [{ id: 4, pid: 2, title: 'add' }, { id: 5, pid: 2, title: 'edit' }] },
      { id: 3, pid: 1, title: 'group', children: [{ id: 6, pid: 3, title: 'add' }] },
    ],
  },
  { id: 7, pid: 0, title: 'dashboard' },
];
const flat = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, pid: { 1: 0, 2: 1, 3: 1, 4: 2, 5: 2, 6: 3, 7: 0 }[id]! }));

describe('rule tree', () => {
  it('keeps only leaf ids of a stored selection (what GET edit sends)', () => {
    expect(leafRuleIds(flat, [1, 2, 4, 7])).toEqual([4, 7]);
    expect(leafRuleIds(flat, [1, 2, 3, 4, 5, 6])).toEqual([4, 5, 6]);
    // a parent stored without any child stays (it is a leaf of the selection)
    expect(leafRuleIds(flat, [3])).toEqual([3]);
  });

  it('restores checked and half-checked from leaf ids', () => {
    expect(conductCheck(tree, [4, 7])).toEqual({ checked: [4, 7], halfChecked: [2, 1] });
    const all = conductCheck(tree, [4, 5, 6]);
    expect(all.checked.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(all.halfChecked).toEqual([]);
    expect(conductCheck(tree, [4, 5]).checked.sort()).toEqual([2, 4, 5]);
    expect(conductCheck(tree, [4, 5]).halfChecked).toEqual([1]);
  });

  it('checks the whole subtree of a checked parent and drops unknown ids', () => {
    const { checked, halfChecked } = conductCheck(tree, [3, 99]);
    expect(checked.sort()).toEqual([3, 6]);
    expect(halfChecked).toEqual([1]);
  });

  it('submits checked plus half-checked keys, and round-trips through the leaf form', () => {
    const state = conductCheck(tree, [4, 7]);
    const submitted = rulesToSubmit(state);
    expect(submitted).toEqual([1, 2, 4, 7]);
    expect(leafRuleIds(flat, submitted)).toEqual([4, 7]);
    expect(rulesToSubmit(undefined)).toEqual([]);
    expect(allIds(tree)).toEqual([1, 2, 4, 5, 3, 6, 7]);
  });
});
