import { eq, type Column, type SQL } from 'drizzle-orm';
import type { ActionContext, DataLimitMode } from './types.ts';

/**
 * The row-ownership condition of a data-limited resource (reference 5.6), or undefined when
 * the admin may touch every row (super admins; members of the group named by a numeric mode).
 */
export async function dataLimitCondition(mode: DataLimitMode, column: Column, c: ActionContext): Promise<SQL | undefined> {
  if (c.isSuper) return undefined;
  const a = c.authority;
  if (mode === 'personal') return eq(column, c.admin.id);
  if (typeof mode === 'number') return (await a.myGroupIds()).includes(mode) ? undefined : eq(column, c.admin.id);
  const groups = mode === 'parent' ? await a.childGroupIds() : await a.authGroupIds(mode);
  return a.ownedBy(column, groups);
}
