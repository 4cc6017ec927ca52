import { eq } from 'drizzle-orm';
import { productAddInput, productDescription, productEditInput } from '@app/contract';
import { defineResource, described, join, joinedFields } from '../../core/crud/index.ts';
import { product, productCategory } from '../../db/schema/index.ts';

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
});
