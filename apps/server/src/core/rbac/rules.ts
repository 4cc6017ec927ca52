import type { CacheTopic, ChangeBus } from '../cluster/bus.ts';

/** The rule model shared by admin and member permissions (reference 4.1–4.3). */
export interface RuleLike {
  id: number;
  pid: number;
  name: string;
  status: boolean;
  weigh: number;
}

export type Granted = Set<number> | '*';

/** Union of the rule lists of a principal's enabled groups; any '*' grants everything. */
export function parseGroupRules(groupRules: readonly string[]): Granted {
  const ids = new Set<number>();
  for (const rules of groupRules) {
    if (rules.trim() === '*') return '*';
    for (const part of rules.split(',')) {
      const id = Number(part.trim());
      if (Number.isInteger(id) && id > 0) ids.add(id);
    }
  }
  return ids;
}

/** Enabled rules the principal holds, ordered weigh desc, id asc. */
export function grantedRules<T extends RuleLike>(all: readonly T[], granted: Granted): T[] {
  return all
    .filter((r) => r.status && (granted === '*' || granted.has(r.id)))
    .sort((a, b) => b.weigh - a.weigh || a.id - b.id);
}

export type TreeNode<T> = T & { children?: TreeNode<T>[] };

/** Nests rows by pid; roots have pid 0; rows whose parent is absent are dropped. */
export function buildTree<T extends { id: number; pid: number }>(rows: readonly T[]): TreeNode<T>[] {
  const byParent = new Map<number, T[]>();
  for (const r of rows) byParent.set(r.pid, [...(byParent.get(r.pid) ?? []), r]);
  const attach = (pid: number, seen: Set<number>): TreeNode<T>[] =>
    (byParent.get(pid) ?? [])
      .filter((r) => !seen.has(r.id))
      .map((r) => {
        const kids = attach(r.id, new Set(seen).add(r.id));
        return kids.length ? { ...r, children: kids } : { ...r };
      });
  return attach(0, new Set());
}

/**
 * Whether a permission node passes (reference 4.3): `node` may list several nodes separated
 * by commas (any passes); a rule name may carry `?key=value` conditions that must hold in the
 * request params. Everything compares lowercase.
 */
export function checkPermission(
  node: string,
  rules: readonly { name: string }[] | '*',
  params: Record<string, unknown> = {},
): boolean {
  if (rules === '*') return true;
  const wanted = node.toLowerCase().split(',').map((s) => s.trim()).filter(Boolean);
  const lowerParams = new Map(Object.entries(params).map(([k, v]) => [k.toLowerCase(), String(v).toLowerCase()]));
  for (const rule of rules) {
    const [path, query] = rule.name.toLowerCase().split('?', 2);
    if (!wanted.includes(path)) continue;
    if (!query) return true;
    const conditions = new URLSearchParams(query);
    if ([...conditions].every(([k, v]) => lowerParams.get(k) === v)) return true;
  }
  return false;
}

/**
 * Caches a table in memory. `invalidate()` after a write drops it on every instance when the
 * cache is shared on the change bus; the TTL is the backstop for writes made behind the app's
 * back. A reload that finds the same rows keeps the previous array, so whatever is derived from
 * it (menu trees, serialised bootstrap fragments, keyed by the array) lives until a real change.
 */
export class TableCache<T> {
  private value: Promise<T[]> | null = null;
  private loadedAt = 0;
  private last: { rows: T[]; json: string } | null = null;
  private announce: (() => void) | null = null;

  constructor(private readonly load: () => Promise<T[]>, private readonly ttlMs = 5000) {}

  /** Invalidations of this cache go through the bus under `topic` (to every instance). */
  share(bus: ChangeBus, topic: CacheTopic): this {
    bus.on(topic, () => {
      this.value = null;
    });
    this.announce = () => bus.changed(topic);
    return this;
  }

  get(): Promise<T[]> {
    if (!this.value || Date.now() - this.loadedAt > this.ttlMs) {
      this.loadedAt = Date.now();
      this.value = this.load().then(
        (rows) => {
          const json = JSON.stringify(rows);
          if (this.last?.json !== json) this.last = { rows, json };
          return this.last.rows;
        },
        (e) => {
          this.value = null;
          throw e;
        },
      );
    }
    return this.value;
  }

  invalidate() {
    if (this.announce) this.announce();
    else this.value = null;
  }
}
