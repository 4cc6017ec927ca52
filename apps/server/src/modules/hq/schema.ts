import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, weigh } from '../../db/schema/columns.ts';

/** The HQ master catalogue (design/domain.md): categories and products. Money is integer cents (bigint), rates are basis points (1% = 100). */
export const productCategory = pgTable('product_category', {
  id: serial('id').primaryKey(),
  pid: integer('pid').notNull().default(0),
  name: varchar('name', { length: 50 }).notNull(),
  image: varchar('image', { length: 255 }).notNull().default(''),
  weigh: weigh(),
  status: boolean('status').notNull().default(true),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  index('product_category_pid_idx').on(t.pid, t.weigh),
]);

/** The HQ master catalogue. */
export const product = pgTable('product', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').references(() => productCategory.id, { onDelete: 'restrict' }),
  name: varchar('name', { length: 100 }).notNull(),
  cover: varchar('cover', { length: 255 }).notNull().default(''),
  images: text('images').notNull().default(''),
  intro: varchar('intro', { length: 255 }).notNull().default(''),
  /** Rich text. */
  content: text('content').notNull().default(''),
  price: bigint('price', { mode: 'number' }).notNull(),
  marketPrice: bigint('market_price', { mode: 'number' }).notNull().default(0),
  costPrice: bigint('cost_price', { mode: 'number' }).notNull().default(0),
  /** HQ stock (the warehouse); shops keep their own in shop_product. */
  stock: integer('stock').notNull().default(0),
  sales: integer('sales').notNull().default(0),
  unit: varchar('unit', { length: 20 }).notNull().default(''),
  status: varchar('status', { length: 10 }).notNull().default('on'),
  /** default: the agent level's (else the global) rates; custom: this product's rates; fixed: this product's amounts per unit; none: no commission. */
  commissionMode: varchar('commission_mode', { length: 10 }).notNull().default('default'),
  level1Rate: integer('level1_rate').notNull().default(0),
  level2Rate: integer('level2_rate').notNull().default(0),
  /** Cents per unit sold, for the `fixed` commission mode. */
  level1Amount: bigint('level1_amount', { mode: 'number' }).notNull().default(0),
  level2Amount: bigint('level2_amount', { mode: 'number' }).notNull().default(0),
  weigh: weigh(),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  index('product_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  index('product_category_idx').on(t.categoryId, t.id),
  index('product_status_idx').on(t.status, t.weigh, t.id),
  index('product_create_time_idx').on(t.createTime, t.id),
  index('product_price_idx').on(t.price, t.id),
  check('product_status_check', sql`${t.status} in ('on','off')`),
  check('product_commission_mode_check', sql`${t.commissionMode} in ('default','custom','fixed','none')`),
  check('product_amounts_check', sql`${t.price} >= 0 and ${t.marketPrice} >= 0 and ${t.costPrice} >= 0 and ${t.stock} >= 0 and ${t.sales} >= 0`),
  check('product_rates_check', sql`${t.level1Rate} between 0 and 10000 and ${t.level2Rate} between 0 and 10000 and ${t.level1Amount} >= 0 and ${t.level2Amount} >= 0`),
]);
