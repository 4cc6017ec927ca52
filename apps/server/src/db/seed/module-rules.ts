import { loadModules, type LoadedModule, type MemberRuleSeed, type RuleSeed } from '../../core/module/index.ts';

export type { MemberRuleSeed, RuleSeed };

/**
 * The rules of one kind every area declares in its manifest. Areas come in the order of their
 * highest rule weight, so that new databases number the rules as the reference's appendices do
 * (admin: dashboard, permissions, members, routine, data security; member centre: the account
 * pages first); each area's rules in its order. An area whose rules hang under another area's
 * folder weighs less than that folder (a test checks that parents come first).
 */
async function rulesOfAreas<R extends { weigh?: number }>(rulesOf: (m: LoadedModule) => readonly R[] | undefined): Promise<R[]> {
  const top = (rules: readonly R[]) => Math.max(...rules.map((r) => r.weigh ?? 0));
  return (await loadModules())
    .filter((m) => rulesOf(m)?.length)
    .sort((a, b) => top(rulesOf(b)!) - top(rulesOf(a)!) || a.name.localeCompare(b.name))
    .flatMap((m) => rulesOf(m)!);
}

/** The admin menu rules of every area (its manifest's `menus`). */
export const adminRuleSeeds = (): Promise<RuleSeed[]> => rulesOfAreas((m) => m.menus);

/** The member-centre rules of every area (its manifest's `memberMenus`). */
export const memberRuleSeeds = (): Promise<MemberRuleSeed[]> => rulesOfAreas((m) => m.memberMenus);
