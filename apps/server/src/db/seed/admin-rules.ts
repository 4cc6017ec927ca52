import { loadModules, type RuleSeed } from '../../core/module/index.ts';

export type { RuleSeed };

/**
 * The admin menu rules every area declares (its module's `menus`). Areas come in the order of
 * their highest menu weight, so that new databases number the rules as appendix A does
 * (dashboard, permissions, members, routine, data security); each area's rules in its order.
 */
export async function adminRuleSeeds(): Promise<RuleSeed[]> {
  const top = (menus: readonly RuleSeed[]) => Math.max(...menus.map((m) => m.weigh ?? 0));
  return (await loadModules())
    .filter((m) => m.menus?.length)
    .sort((a, b) => top(b.menus!) - top(a.menus!) || a.name.localeCompare(b.name))
    .flatMap((m) => m.menus!);
}
