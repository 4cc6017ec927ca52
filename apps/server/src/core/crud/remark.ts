import type { AppContext } from '../../context.ts';
import { t, type Lang } from '../i18n/index.ts';

/** Controller path of a resource path: `auth.AdminLog` → `auth/adminlog`. */
export const controllerPath = (path: string) => path.replace(/\./g, '/').toLowerCase();

/**
 * The help text above a page's table (reference 1.5): the `remark` of the rule named like the
 * controller path, translated. A remark such as 'Remark lang' is a key per page, so the
 * message `<controller path>:<remark>` is tried first.
 */
export async function remarkOf(ctx: AppContext, path: string, lang: Lang): Promise<string> {
  const name = controllerPath(path);
  const rule = (await ctx.adminRules.get()).find((r) => r.name.toLowerCase() === name);
  if (!rule?.remark) return '';
  const scoped = `${name}:${rule.remark}`;
  const text = t(lang, scoped);
  return text !== scoped ? text : t(lang, rule.remark);
}
