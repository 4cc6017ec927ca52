import { eq, inArray } from 'drizzle-orm';
import { shopProductAddInput, shopProductAdminEndpoints, shopProductDescription, shopProductEditInput } from '@app/contract';
import { action, defineResource, described, join, joinedFields } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { product, shop, shopProduct } from '../../db/schema/index.ts';
import { byOwnShops, checkOwnShop } from './own-shops.ts';

/** `/admin/shop.Product/*`: what each shop sells (an HQ product at the shop's price and stock); shop-scoped. */
export const shopProductResource = defineResource({
  ...described(shopProductDescription),
  table: shopProduct,
  weigh: 'weigh',
  joins: {
    shop: join(shop, (s) => eq(shopProduct.shopId, s.id), joinedFields(shopProductDescription, 'shop')),
    product: join(product, (p) => eq(shopProduct.productId, p.id), { ...joinedFields(shopProductDescription, 'product'), cover: {}, price: { money: true }, status: {} }),
  },
  scope: byOwnShops('shop_id'),
  readOnly: ['sales'],
  remoteSelects: { 'shop.Shop': 'name', 'hq.Product': 'name' },
  add: { input: shopProductAddInput },
  edit: { input: shopProductEditInput },
  // the stock may have risen: every instance drops its sold-out marks (modules/order/sold-out.ts)
  hooks: { afterWrite: (c) => c.app.cluster.bus.changed('stock') },
  actions: {
    // Several HQ products at once, at the HQ price; those the shop already sells are left as they are.
    batchAdd: action({
      endpoint: shopProductAdminEndpoints.batchAdd,
      message: 'Added successfully',
      async run({ shop_id, product_ids, stock, status }, c) {
        await checkOwnShop(c, shop_id);
        const [found] = await c.db.select({ id: shop.id }).from(shop).where(eq(shop.id, shop_id));
        if (!found) throw new ApiError('The shop does not exist');
        const known = (await c.db.select({ id: product.id }).from(product).where(inArray(product.id, product_ids))).map((p) => p.id);
        if (known.length !== new Set(product_ids).size) throw new ApiError('The product does not exist');
        const added = await c.db
          .insert(shopProduct)
          .values(known.map((productId) => ({ shopId: shop_id, productId, stock: stock ?? 0, status: status ?? 'on' })))
          .onConflictDoNothing()
          .returning({ id: shopProduct.id });
        if (added.length) c.app.cluster.bus.changed('stock');
        return { added: added.length, skipped: known.length - added.length };
      },
    }),
  },
});
