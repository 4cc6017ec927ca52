import { and, eq, inArray, sql, type Column } from 'drizzle-orm';
import type { ActionContext } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { adminGroup, adminShop, order } from '../../db/schema/index.ts';

/**
 * The "own shops" data scope (admin groups' `data_scope`): the ids of the shops bound to this
 * admin (admin_shop) when one of their groups has the scope, else undefined (every shop).
 * Read through `c.db`, so inside a write it is the write's transaction.
 */
export async function ownShopIds(c: ActionContext): Promise<number[] | undefined> {
  if (c.isSuper) return undefined;
  const groups = await c.authority.myGroupIds();
  if (!groups.length) return undefined;
  const [scoped] = await c.db.select({ id: adminGroup.id }).from(adminGroup).where(and(inArray(adminGroup.id, groups), eq(adminGroup.dataScope, 'own_shops'))).limit(1);
  if (!scoped) return undefined;
  return (await c.db.select({ id: adminShop.shopId }).from(adminShop).where(eq(adminShop.adminId, c.admin.id))).map((r) => r.id);
}

/** The kit's `scope` of a shop-scoped area: the rows whose `column` is one of the admin's shops. */
export const byOwnShops = <C extends string>(column: C) => async (c: ActionContext) => {
  const ids = await ownShopIds(c);
  return ids && { column, in: ids };
};

/** The scope of rows that belong to an order (its lines, its gateway refunds): the orders of the admin's own shops. */
export const byOwnShopsOrders = (orderId: Column) => async (c: ActionContext) => {
  const ids = await ownShopIds(c);
  return ids && (ids.length ? sql`${orderId} in (select ${order.id} from ${order} where ${order.shopId} in ${ids})` : sql`false`);
};

/** Refuses a shop outside the admin's own shops (actions that name a shop). */
export async function checkOwnShop(c: ActionContext, shopId: number): Promise<void> {
  const ids = await ownShopIds(c);
  if (ids && !ids.includes(shopId)) throw new ApiError('You have no permission');
}
