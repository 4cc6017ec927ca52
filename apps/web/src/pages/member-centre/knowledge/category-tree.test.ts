import { describe, expect, it } from 'vitest';
import type { KnowledgeCategoryNode } from '@app/contract';
import { treeData, withDescendants } from './category-tree';

const node = (id: number, pid: number, children?: KnowledgeCategoryNode[]): KnowledgeCategoryNode => ({ id, pid, name: `c${id}`, icon: '', ...(children ? { children } : {}) });
const tree = [node(1, 0, [node(2, 1, [node(4, 2)]), node(3, 1)]), node(5, 0)];

describe('knowledge category tree', () => {
  it('a category brings its whole branch, found at any depth', () => {
    expect(withDescendants(tree, 1)).toEqual([1, 2, 4, 3]);
    expect(withDescendants(tree, 2)).toEqual([2, 4]);
    expect(withDescendants(tree, 5)).toEqual([5]);
    expect(withDescendants(tree, 9)).toEqual([]);
  });

  it('becomes Tree data keyed by id, leaves without children', () => {
    expect(treeData(tree)).toEqual([
      { key: 1, title: 'c1', children: [{ key: 2, title: 'c2', children: [{ key: 4, title: 'c4' }] }, { key: 3, title: 'c3' }] },
      { key: 5, title: 'c5' },
    ]);
  });
});
