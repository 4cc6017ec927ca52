import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shopAddInput, shopDescription, shopEditInput } from '@app/contract';
import { defineResource, described, join, joinedFields, type ActionContext, type Values } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import type { Db } from '../../db/client.ts';
import { adminShop, shop, user } from '../../db/schema/index.ts';
import { ownShopIds } from './own-shops.ts';

/** A position is both coordinates or neither. */
function checkPosition(v: Values) {
  if ((v.longitude === null || v.longitude === undefined) !== (v.latitude === null || v.latitude === undefined)) {
    throw new ApiError('Please enter both the longitude and the latitude, or neither');
  }
}

/** Binds exactly these admins to the shop; only an admin who sees every shop may change bindings. */
async function bindAdmins(c: ActionContext, shopId: number, adminIds: number[] | undefined) {
  if (adminIds === undefined) return;
  if (await ownShopIds(c)) throw new ApiError('You have no permission');
  await c.db.delete(adminShop).where(eq(adminShop.shopId, shopId));
  if (adminIds.length) await c.db.insert(adminShop).values([...new Set(adminIds)].map((adminId) => ({ adminId, shopId })));
}

const boundAdmins = async (db: Db, shopId: number) =>
  (await db.select({ id: adminShop.adminId }).from(adminShop).where(eq(adminShop.shopId, shopId))).map((r) => r.id);

/** `/admin/shop.Shop/*`: shops and the admins bound to them; an "own shops" admin sees and edits only theirs, and adds none. */
export const shopResource = defineResource({
  ...described(shopDescription),
  table: shop,
  weigh: 'weigh',
  joins: { owner: join(user, (u) => eq(shop.ownerUserId, u.id), joinedFields(shopDescription, 'owner')) },
  remoteSelects: { 'user.User': 'username', 'auth.Admin': 'username' },
  scope: async (c) => {
    const ids = await ownShopIds(c);
    return ids && { column: 'id', in: ids };
  },
  add: { input: shopAddInput },
  edit: { input: shopEditInput },
  outputs: { editRow: (own) => own.extend({ admin_ids: z.array(z.number()) }) },
  hooks: {
    editRow: async (row, c) => ({ ...row, admin_ids: await boundAdmins(c.db, row.id as number) }),
    async beforeAdd({ admin_ids: _a, ...values }, c) {
      if (await ownShopIds(c)) throw new ApiError('You have no permission');
      checkPosition(values);
      return values;
    },
    afterAdd: (row, input, c) => bindAdmins(c, row.id as number, input.admin_ids),
    beforeEdit({ admin_ids: _a, ...values }, row) {
      checkPosition({ longitude: row.longitude, latitude: row.latitude, ...values });
      return values;
    },
    afterEdit: (row, input, c) => bindAdmins(c, row.id as number, input.admin_ids),
  },
});
