import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { product } from '../hq/schema.ts';
import { shop } from '../shop/schema.ts';

/**
 * The dashboard's daily rollups of the money orders move (issue 14, modules/dashboard/README.md).
 * One row per local day (the site's time zone when the money moved) and shop, and per day, shop
 * and product; added to in the transaction that writes the order's `order_payment` row (its
 * payment or a refund), by one `INSERT … ON CONFLICT DO UPDATE` each, so they stay exact under
 * concurrent orders and a rolled-back payment leaves no trace. Money is integer cents.
 */
export const salesDaily = pgTable('sales_daily', {
  day: date('day', { mode: 'string' }).notNull(),
  shopId: integer('shop_id').notNull().references(() => shop.id, { onDelete: 'cascade' }),
  /** Orders that became paid that day. */
  paidOrders: integer('paid_orders').notNull().default(0),
  /** Money received that day (payments), and money paid back that day (refunds, whole or after-sales). */
  paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
  refundAmount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
}, (t) => [
  primaryKey({ name: 'sales_daily_pkey', columns: [t.day, t.shopId] }),
  index('sales_daily_shop_idx').on(t.shopId, t.day),
  check('sales_daily_amounts_check', sql`${t.paidOrders} >= 0 and ${t.paidAmount} >= 0 and ${t.refundAmount} >= 0`),
]);

/** Per day, shop and product: what was sold that day less what was refunded that day (quantities and the lines' pay shares). */
export const productSalesDaily = pgTable('product_sales_daily', {
  day: date('day', { mode: 'string' }).notNull(),
  shopId: integer('shop_id').notNull().references(() => shop.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => product.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull().default(0),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
}, (t) => [
  primaryKey({ name: 'product_sales_daily_pkey', columns: [t.day, t.shopId, t.productId] }),
  index('product_sales_daily_shop_idx').on(t.shopId, t.day),
]);
