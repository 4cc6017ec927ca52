import { eq, inArray, or, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminGroup, adminGroupAccess } from '../../db/schema/index.ts';
import type { AdminPrincipal } from '../auth/sessions.ts';
import { parseGroupRules } from '../rbac/rules.ts';

interface GroupRow {
  id: number;
  pid: number;
  rules: string;
  status: boolean;
}

/**
 * The group-hierarchy helpers of reference 4.4 for one admin and one request. "Below me" is
 * defined by rights, not by the pid tree: a group is below me when I hold all of its rules
 * (`allAuth`) and at least one more (`allAuthAndOthers`). Results are memoised; queries go
 * through `source.db`, the transaction while a write runs.
 */
export class Authority {
  private groups?: Promise<GroupRow[]>;
  private mine?: Promise<number[]>;

  constructor(private readonly source: { db: Db; admin: AdminPrincipal }) {}

  /** The same helpers querying through `db` (a transaction). */
  through(db: Db): Authority {
    return new Authority({ admin: this.source.admin, db });
  }

  get isSuper(): boolean {
    return this.source.admin.granted === '*';
  }

  /** Rule ids I hold (union of my enabled groups), or '*'. */
  get granted() {
    return this.source.admin.granted;
  }

  private allGroups(): Promise<GroupRow[]> {
    this.groups ??= this.source.db
      .select({ id: adminGroup.id, pid: adminGroup.pid, rules: adminGroup.rules, status: adminGroup.status })
      .from(adminGroup)
      .then((rows) => rows); // a real promise: awaiting a query builder twice would run it twice
    return this.groups;
  }

  /** Ids of every group I am in (enabled or not). */
  myGroupIds(): Promise<number[]> {
    this.mine ??= this.source.db
      .select({ id: adminGroupAccess.groupId })
      .from(adminGroupAccess)
      .where(eq(adminGroupAccess.uid, this.source.admin.id))
      .then((rows) => rows.map((r) => r.id));
    return this.mine;
  }

  /** Whether I hold every one of these rule ids. */
  holdsAll(ruleIds: Iterable<number>): boolean {
    const g = this.granted;
    if (g === '*') return true;
    for (const id of ruleIds) if (!g.has(id)) return false;
    return true;
  }

  /** Enabled, non-'*' groups whose every rule I hold; with `allAuthAndOthers` I must hold one more. */
  async authGroupIds(mode: 'allAuth' | 'allAuthAndOthers'): Promise<number[]> {
    const out: number[] = [];
    for (const g of await this.allGroups()) {
      if (!g.status || g.rules.trim() === '*') continue;
      const rules = parseGroupRules([g.rules]) as Set<number>;
      if (rules.size === 0 || !this.holdsAll(rules)) continue;
      if (mode === 'allAuthAndOthers' && this.granted !== '*' && ![...this.granted].some((id) => !rules.has(id))) continue;
      out.push(g.id);
    }
    return out;
  }

  /** Enabled descendants (by pid) of my groups. */
  async childGroupIds(): Promise<number[]> {
    const groups = (await this.allGroups()).filter((g) => g.status);
    const byParent = new Map<number, number[]>();
    for (const g of groups) byParent.set(g.pid, [...(byParent.get(g.pid) ?? []), g.id]);
    const out = new Set<number>();
    const queue = [...(await this.myGroupIds())];
    while (queue.length) {
      for (const child of byParent.get(queue.shift()!) ?? []) {
        if (!out.has(child)) {
          out.add(child);
          queue.push(child);
        }
      }
    }
    return [...out];
  }

  /** `column` holds me or an admin of one of these groups. */
  ownedBy(column: Column, groupIds: number[]): SQL {
    const me = eq(column, this.source.admin.id);
    if (!groupIds.length) return me;
    const members = this.source.db.select({ uid: adminGroupAccess.uid }).from(adminGroupAccess).where(inArray(adminGroupAccess.groupId, groupIds));
    return or(me, inArray(column, members))!;
  }
}
