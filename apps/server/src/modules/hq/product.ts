import { eq } from 'drizzle-orm';
import { productAddInput, productDescription, productEditInput } from '@app/contract';
import { defineResource, described, join, joinedFields, type Row } from '../../core/crud/index.ts';
import { yuan } from '../../core/site/site-config.ts';
import { product, productCategory } from '../../db/schema/index.ts';

const wire = (r: Row): Row => ({ ...r, price: yuan(Number(r.price)), market_price: yuan(Number(r.market_price)), cost_price: yuan(Number(r.cost_price)) });

/** `/admin/hq.Product/*`: the HQ master catalogue; prices in yuan on the wire, cents in SQL; sales only move with orders. */
export const productResource = defineResource({
  ...described(productDescription),
  table: product,
  weigh: 'weigh',
  readOnly: ['sales'],
  joins: { category: join(productCategory, (g) => eq(product.categoryId, g.id), joinedFields(productDescription, 'category')) },
  remoteSelects: { 'hq.Category': 'name' },
  add: { input: productAddInput },
  edit: { input: productEditInput },
  hooks: { rows: (rows) => rows.map(wire) },
});
