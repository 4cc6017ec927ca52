/** A rule as the rule tree shows it (a node of `/admin/auth.Rule/index`). */
export interface RuleNode {
  id: number;
  pid: number;
  title: string;
  type?: string;
  children?: RuleNode[];
}

/** What the rule checkboxes hold: fully checked ids, and parents only partly checked. */
export interface RuleCheck {
  checked: number[];
  halfChecked: number[];
}

/**
 * The server's leaf rule: of the selected ids, those that are nobody's parent among them
 * (reference 4.5: GET edit sends rules this way so a checkbox tree can restore its state).
 */
export function leafRuleIds(all: readonly Pick<RuleNode, 'id' | 'pid'>[], selected: readonly number[]): number[] {
  const chosen = new Set(selected);
  const parents = new Set(all.filter((r) => chosen.has(r.id)).map((r) => r.pid));
  return selected.filter((id) => !parents.has(id));
}

/**
 * Checkbox-tree state from checked ids (conduction, as a checkbox tree does it): a checked node
 * checks its whole subtree; a parent is checked when all its children are, half-checked when some
 * are. Ids that are not in the tree are dropped.
 */
export function conductCheck(tree: readonly RuleNode[], ids: readonly number[]): RuleCheck {
  const wanted = new Set(ids);
  const checked = new Set<number>();
  const half = new Set<number>();
  const checkAll = (node: RuleNode) => {
    checked.add(node.id);
    node.children?.forEach(checkAll);
  };
  // returns 'all' | 'some' | 'none' for the subtree of node
  const visit = (node: RuleNode): 'all' | 'some' | 'none' => {
    if (wanted.has(node.id)) {
      checkAll(node);
      return 'all';
    }
    const kids = node.children ?? [];
    if (!kids.length) return 'none';
    const states = kids.map(visit);
    if (states.every((s) => s === 'all')) {
      checked.add(node.id);
      return 'all';
    }
    if (states.some((s) => s !== 'none')) {
      half.add(node.id);
      return 'some';
    }
    return 'none';
  };
  tree.forEach(visit);
  return { checked: [...checked], halfChecked: [...half] };
}

/** The ids a group is saved with: checked and half-checked (so parents of granted rules are stored too). */
export function rulesToSubmit(check: RuleCheck | undefined): number[] {
  if (!check) return [];
  return [...new Set([...check.checked, ...check.halfChecked])].sort((a, b) => a - b);
}

/** Every id of a tree (for "select all"). */
export function allIds(tree: readonly RuleNode[]): number[] {
  const out: number[] = [];
  const walk = (nodes: readonly RuleNode[]) =>
    nodes.forEach((n) => {
      out.push(n.id);
      if (n.children) walk(n.children);
    });
  walk(tree);
  return out;
}
