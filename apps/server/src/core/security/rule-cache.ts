import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { securityDataRecycle, securitySensitiveData } from '../../db/schema/index.ts';
import { TableCache } from '../rbac/rules.ts';

export type RecycleRule = typeof securityDataRecycle.$inferSelect;
export type SensitiveRule = typeof securitySensitiveData.$inferSelect;

interface RuleCaches {
  recycle: TableCache<RecycleRule>;
  sensitive: TableCache<SensitiveRule>;
}

// One pair of caches per application context (tests run several in one process).
const caches = new WeakMap<AppContext, RuleCaches>();

function cachesOf(ctx: AppContext): RuleCaches {
  let c = caches.get(ctx);
  if (!c) {
    c = {
      recycle: new TableCache(() => ctx.db.select().from(securityDataRecycle).where(eq(securityDataRecycle.status, true))).share(ctx.cluster.bus, 'security-rules'),
      sensitive: new TableCache(() => ctx.db.select().from(securitySensitiveData).where(eq(securitySensitiveData.status, true))).share(ctx.cluster.bus, 'security-rules'),
    };
    caches.set(ctx, c);
  }
  return c;
}

/**
 * The enabled rules watching a controller path (`auth/admin`). Loaded through the app's
 * connection: call it before a write's transaction opens, never inside one.
 */
export async function rulesFor(ctx: AppContext, controllerAs: string): Promise<{ recycle?: RecycleRule; sensitive?: SensitiveRule }> {
  const c = cachesOf(ctx);
  const [recycle, sensitive] = await Promise.all([c.recycle.get(), c.sensitive.get()]);
  return { recycle: recycle.find((r) => r.controllerAs === controllerAs), sensitive: sensitive.find((r) => r.controllerAs === controllerAs) };
}

/** After a rule write committed: every instance drops both caches. */
export function securityRulesChanged(ctx: AppContext): void {
  ctx.cluster.bus.changed('security-rules');
}
