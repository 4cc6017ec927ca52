import { eq, inArray } from 'drizzle-orm';
import {
  hqActivityAddInput, hqActivityDescription, hqActivityEditInput, shopActivityAddInput, shopActivityDescription, shopActivityEditInput,
} from '@app/contract';
import { z } from 'zod';
import { defineResource, described, join, joinedFields, type ActionContext, type Row, type Values } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { activity, activityProduct, product, shop } from '../../db/schema/index.ts';
import { ownShopIds } from './own-shops.ts';
import { distributionSetting, distributionSettingIn } from '../distribution/index.ts';

/** The rule of the activity's type, the window and the listed products, checked on the row as it will be saved. */
function checkRule(v: Values) {
  if (v.type === 'discount' && !v.discount_rate) throw new ApiError('Please enter the discount rate');
  if (v.type === 'reduction' && (v.threshold === null || v.threshold === undefined || !v.reduction)) throw new ApiError('Please enter the threshold and the reduction');
  if (Number(v.end_time) <= Number(v.start_time)) throw new ApiError('The end time must be after the start time');
}

/** Times come as unix seconds; the table holds timestamptz. */
const asDates = (v: Values): Values => ({
  ...v,
  ...(v.start_time !== undefined ? { start_time: new Date(Number(v.start_time) * 1000) } : {}),
  ...(v.end_time !== undefined ? { end_time: new Date(Number(v.end_time) * 1000) } : {}),
});

async function saveProducts(c: ActionContext, activityId: number, productIds: number[] | undefined) {
  if (productIds === undefined) return;
  const unique = [...new Set(productIds)];
  if (unique.length && (await c.db.select({ id: product.id }).from(product).where(inArray(product.id, unique))).length !== unique.length) {
    throw new ApiError('The product does not exist');
  }
  await c.db.delete(activityProduct).where(eq(activityProduct.activityId, activityId));
  if (unique.length) await c.db.insert(activityProduct).values(unique.map((productId) => ({ activityId, productId })));
}

const listedProducts = async (c: ActionContext, id: number) =>
  (await c.db.select({ id: activityProduct.productId }).from(activityProduct).where(eq(activityProduct.activityId, id))).map((r) => r.id);

/**
 * Hooks of both areas: the listed products, the rule checks, and "earns commission" defaulting to
 * the distribution setting `commission_activity_default` (the add form's `GET add` answers it
 * too). `fixed` are the columns the area sets itself.
 */
const hooks = (fixed: Values) => ({
  addForm: async (c: ActionContext) => ({ defaults: { allow_commission: (await distributionSetting(c.app, 'commission_activity_default')) ? '1' : '0' } }),
  editRow: async (row: Row, c: ActionContext) => ({ ...row, product_ids: await listedProducts(c, row.id as number) }),
  async beforeAdd({ product_ids: _p, ...values }: Values, c: ActionContext) {
    checkRule(values);
    const allowCommission = values.allow_commission ?? (await distributionSettingIn(c.db, 'commission_activity_default'));
    return asDates({ ...values, allow_commission: allowCommission, ...fixed });
  },
  afterAdd: (row: Row, input: Values, c: ActionContext) => saveProducts(c, row.id as number, input.product_ids as number[] | undefined),
  beforeEdit({ product_ids: _p, ...values }: Values, row: Row) {
    checkRule({ ...row, ...values });
    return asDates(values);
  },
  afterEdit: (row: Row, input: Values, c: ActionContext) => saveProducts(c, row.id as number, input.product_ids as number[] | undefined),
});

/** What the hooks add to the kit's answers: the add form's default, the edit row's products. */
const outputs = {
  addForm: z.object({ defaults: z.object({ allow_commission: z.enum(['0', '1']) }) }),
  editRow: (own: z.ZodObject) => own.extend({ product_ids: z.array(z.number()) }),
};

/** `/admin/hq.Activity/*`: chain-wide activities (scope `hq`). */
export const hqActivityResource = defineResource({
  ...described(hqActivityDescription),
  table: activity,
  weigh: 'weigh',
  readOnly: ['scope', 'shop_id'],
  scope: () => eq(activity.scope, 'hq'),
  remoteSelects: { 'hq.Product': 'name' },
  add: { input: hqActivityAddInput },
  edit: { input: hqActivityEditInput },
  outputs,
  hooks: hooks({ scope: 'hq', shop_id: null }),
});

/** `/admin/shop.Activity/*`: the shops' own activities (scope `shop`); an "own shops" admin sees and adds only their shops'. */
export const shopActivityResource = defineResource({
  ...described(shopActivityDescription),
  table: activity,
  weigh: 'weigh',
  readOnly: ['scope'],
  joins: { shop: join(shop, (s) => eq(activity.shopId, s.id), joinedFields(shopActivityDescription, 'shop')) },
  // An HQ activity has no shop, so a shop list never holds one.
  scope: async (c) => {
    const ids = await ownShopIds(c);
    return ids ? { column: 'shop_id', in: ids } : eq(activity.scope, 'shop');
  },
  remoteSelects: { 'shop.Shop': 'name', 'hq.Product': 'name' },
  add: { input: shopActivityAddInput },
  edit: { input: shopActivityEditInput },
  outputs,
  hooks: hooks({ scope: 'shop' }),
});
