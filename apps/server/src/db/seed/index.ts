import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { admin, adminGroup, adminGroupAccess, adminRule, config, seedState, userGroup, userRule } from '../schema/index.ts';
import { hashPassword, randomPassword } from '../../core/auth/password.ts';
import { adminRuleSeeds, memberRuleSeeds, type MemberRuleSeed, type RuleSeed } from './module-rules.ts';
import { configSeeds } from './config.ts';
import { seedAreas } from './area.ts';
import { seedSecurityRules } from './security-rules.ts';

export interface SeedOptions {
  adminUsername: string;
  adminPassword?: string;
  /** Where the generated password of a new super administrator is shown (once). */
  announce?: (message: string) => void;
}

const adminGroupSeeds = [
  { name: '超级管理组', parent: null, rules: '*' },
  { name: '一级管理员', parent: '超级管理组', rules: '' },
  { name: '二级管理员', parent: '一级管理员', rules: '' },
  { name: '三级管理员', parent: '二级管理员', rules: '' },
];

/**
 * Idempotent: inserts only what is missing, never overwrites what an operator changed. Runs only
 * when the seed definitions changed since the last run (their source's fingerprint), so a start
 * costs one query, and a seeded row an operator deleted stays deleted until new seeds arrive.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  const [rules, memberRules] = await Promise.all([adminRuleSeeds(), memberRuleSeeds()]);
  const fingerprint = seedFingerprint([rules, memberRules]);
  await db.transaction(async (tx) => {
    const [done] = await tx.select({ fingerprint: seedState.fingerprint }).from(seedState).where(eq(seedState.key, 'seeds'));
    if (done?.fingerprint === fingerprint) return;
    await seedConfig(tx);
    const groupIds = await seedAdminGroups(tx);
    await seedAdminRules(tx, groupIds, rules);
    await seedMemberSide(tx, memberRules);
    await seedAreas(tx);
    await seedSecurityRules(tx);
    await seedSuperAdmin(tx, groupIds.get('超级管理组')!, opts);
    await tx
      .insert(seedState)
      .values({ key: 'seeds', fingerprint })
      .onConflictDoUpdate({ target: seedState.key, set: { fingerprint, updateTime: new Date() } });
  });
}

/** This folder's TypeScript sources, also when the server runs compiled (apps/server/dist/db/seed). */
const SEED_SOURCES = path.resolve(import.meta.dirname, '../../../src/db/seed');

/** sha1 of the seed modules' source (this folder) and of the areas' admin and member rules. */
function seedFingerprint(rules: [RuleSeed[], MemberRuleSeed[]]): string {
  const hash = createHash('sha1').update(JSON.stringify(rules));
  const files = fs.readdirSync(SEED_SOURCES).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  for (const f of files) hash.update(f).update(fs.readFileSync(path.join(SEED_SOURCES, f)));
  return hash.digest('hex');
}

async function seedConfig(db: Db) {
  await db
    .insert(config)
    .values(configSeeds.map((c) => ({ ...c, content: c.content ?? null, rule: c.rule ?? '', tip: c.tip ?? '', weigh: c.weigh ?? 0 })))
    .onConflictDoNothing({ target: config.name });
}

async function seedAdminGroups(db: Db): Promise<Map<string, number>> {
  const existing = await db.select({ id: adminGroup.id, name: adminGroup.name }).from(adminGroup);
  const ids = new Map(existing.map((g) => [g.name, g.id]));
  if (existing.length === 0) {
    for (const g of adminGroupSeeds) {
      const [row] = await db
        .insert(adminGroup)
        .values({ name: g.name, pid: g.parent ? ids.get(g.parent)! : 0, rules: g.rules })
        .returning({ id: adminGroup.id });
      ids.set(g.name, row.id);
    }
  }
  return ids;
}

export async function seedAdminRules(db: Db, groupIds: Map<string, number>, rules: RuleSeed[]) {
  const existing = await db.select({ id: adminRule.id, name: adminRule.name }).from(adminRule);
  const ids = new Map(existing.map((r) => [r.name, r.id]));
  const grants = new Map<number, number[]>();
  for (const r of rules) {
    if (ids.has(r.name)) continue;
    const [row] = await db
      .insert(adminRule)
      .values({
        pid: r.parent ? ids.get(r.parent)! : 0,
        type: r.type,
        title: r.title,
        name: r.name,
        path: r.path ?? '',
        icon: r.icon ?? '',
        menuType: r.menuType ?? null,
        url: r.url ?? '',
        component: r.component ?? '',
        keepalive: r.keepalive ?? false,
        remark: r.remark ?? '',
        weigh: r.weigh ?? 0,
        status: r.status ?? true,
      })
      .returning({ id: adminRule.id });
    ids.set(r.name, row.id);
    for (const g of r.groups ?? []) {
      const gid = groupIds.get(g);
      if (gid) grants.set(gid, [...(grants.get(gid) ?? []), row.id]);
    }
  }
  for (const [gid, ruleIds] of grants) {
    // Append to the group's list; a '*' group already holds everything.
    await db
      .update(adminGroup)
      .set({ rules: sql`case when ${adminGroup.rules} = '' then ${ruleIds.join(',')} else ${adminGroup.rules} || ',' || ${ruleIds.join(',')} end` })
      .where(sql`${adminGroup.id} = ${gid} and ${adminGroup.rules} <> '*'`);
  }
}

async function seedMemberSide(db: Db, rules: MemberRuleSeed[]) {
  const [group] = await db.select({ id: userGroup.id }).from(userGroup).limit(1);
  if (!group) await db.insert(userGroup).values({ name: '默认分组', rules: '*' });
  const names = rules.map((r) => r.name);
  const existing = await db.select({ id: userRule.id, name: userRule.name }).from(userRule).where(inArray(userRule.name, names));
  const ids = new Map(existing.map((r) => [r.name, r.id]));
  for (const r of rules) {
    if (ids.has(r.name)) continue;
    const [row] = await db
      .insert(userRule)
      .values({ pid: r.parent ? ids.get(r.parent)! : 0, type: r.type, title: r.title, name: r.name, path: r.path, icon: r.icon, component: r.component ?? '', weigh: r.weigh })
      .returning({ id: userRule.id });
    ids.set(r.name, row.id);
  }
}

async function seedSuperAdmin(db: Db, superGroupId: number, opts: SeedOptions) {
  const [any] = await db.select({ id: admin.id }).from(admin).limit(1);
  if (any) return;
  const generated = !opts.adminPassword;
  const password = opts.adminPassword ?? randomPassword();
  const [row] = await db
    .insert(admin)
    .values({ username: opts.adminUsername, nickname: 'Admin', password: await hashPassword(password) })
    .returning({ id: admin.id });
  await db.insert(adminGroupAccess).values({ uid: row.id, groupId: superGroupId });
  if (generated) {
    opts.announce?.(`Super administrator created: username "${opts.adminUsername}", password "${password}" (shown once; change it after logging in).`);
  } else {
    opts.announce?.(`Super administrator "${opts.adminUsername}" created with ADMIN_PASSWORD.`);
  }
}
