import type { KnowledgeCategoryNode } from '@app/contract';

/** A category and every category below it (the list shows a category with its subcategories); empty when it is not in the tree. */
export function withDescendants(nodes: readonly KnowledgeCategoryNode[], id: number): number[] {
  for (const n of nodes) {
    if (n.id === id) {
      const all: number[] = [];
      const walk = (k: KnowledgeCategoryNode) => {
        all.push(k.id);
        k.children?.forEach(walk);
      };
      walk(n);
      return all;
    }
    const below = withDescendants(n.children ?? [], id);
    if (below.length) return below;
  }
  return [];
}

export interface TreeNode {
  key: number;
  title: string;
  children?: TreeNode[];
}

/** The categories as antd Tree data. */
export const treeData = (nodes: readonly KnowledgeCategoryNode[]): TreeNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, ...(n.children?.length ? { children: treeData(n.children) } : {}) }));
