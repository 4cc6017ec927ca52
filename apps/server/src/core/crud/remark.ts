import type { AdminRuleRow, AppContext } from '../../context.ts';
import { t, type Lang } from '../i18n/index.ts';

/** Controller path of a resource path: `auth.AdminLog` → `auth/adminlog`. */
export const controllerPath = (path: string) => path.replace(/\./g, '/').toLowerCase();

const byName = new WeakMap<readonly AdminRuleRow[], Map<string, AdminRuleRow>>();

/** The rules by lower-case name, made once per loaded rule list (every list answer asks for its page's rule). */
function rulesByName(rules: readonly AdminRuleRow[]): Map<string, AdminRuleRow> {
  let map = byName.get(rules);
  if (!map) {
    map = new Map();
    // the first of a name, as `find` took it
    for (const r of rules) if (!map.has(r.name.toLowerCase())) map.set(r.name.toLowerCase(), r);
    byName.set(rules, map);
  }
  return map;
}

/**
 * The help text above a page's table (reference 1.5): the `remark` of the rule named like the
 * controller path, translated. A remark such as 'Remark lang' is a key per page, so the
 * message `<controller path>:<remark>` is tried first.
 */
export async function remarkOf(ctx: AppContext, path: string, lang: Lang): Promise<string> {
  const name = controllerPath(path);
  const rule = rulesByName(await ctx.adminRules.get()).get(name);
  if (!rule?.remark) return '';
  const scoped = `${name}:${rule.remark}`;
  const text = t(lang, scoped);
  return text !== scoped ? text : t(lang, rule.remark);
}
