import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tz, updatedAt, weigh } from '../../db/schema/columns.ts';
import { admin } from '../../db/schema/auth.ts';
import { user } from '../../db/schema/user.ts';
import { product } from '../hq/schema.ts';

/**
 * Shops (design/domain.md): the shops, the admins bound to them, what each shop sells and the
 * HQ and shop activities. Money is integer cents (bigint), rates are basis points, times are timestamptz.
 */
export const shop = pgTable('shop', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  /** Unique code of the shop (operators' and clients' handle). */
  code: varchar('code', { length: 50 }).notNull(),
  logo: varchar('logo', { length: 255 }).notNull().default(''),
  /** Comma list of image urls. */
  images: text('images').notNull().default(''),
  contactName: varchar('contact_name', { length: 50 }).notNull().default(''),
  contactMobile: varchar('contact_mobile', { length: 20 }).notNull().default(''),
  /** Area ids (the `area` table of the city select). */
  provinceId: integer('province_id'),
  cityId: integer('city_id'),
  districtId: integer('district_id'),
  address: varchar('address', { length: 255 }).notNull().default(''),
  /** WGS-84 degrees; both null when the shop has no position. */
  longitude: doublePrecision('longitude'),
  latitude: doublePrecision('latitude'),
  businessHours: varchar('business_hours', { length: 100 }).notNull().default(''),
  intro: text('intro').notNull().default(''),
  /** The member who owns the shop, if any. */
  ownerUserId: integer('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
  status: varchar('status', { length: 10 }).notNull().default('open'),
  weigh: weigh(),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('shop_code_key').on(t.code),
  index('shop_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  index('shop_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
  index('shop_status_idx').on(t.status, t.weigh, t.id),
  index('shop_city_idx').on(t.cityId, t.id),
  index('shop_owner_idx').on(t.ownerUserId),
  index('shop_create_time_idx').on(t.createTime, t.id),
  check('shop_status_check', sql`${t.status} in ('open','closed','disabled')`),
  check('shop_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
  check('shop_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
  check('shop_position_check', sql`(${t.longitude} is null) = (${t.latitude} is null)`),
]);

/** Admins bound to shops: an admin whose groups have the "own shops" data scope sees only these shops' rows. */
export const adminShop = pgTable('admin_shop', {
  adminId: integer('admin_id').notNull().references(() => admin.id, { onDelete: 'cascade' }),
  shopId: integer('shop_id').notNull().references(() => shop.id, { onDelete: 'cascade' }),
  createTime: createdAt(),
}, (t) => [
  primaryKey({ name: 'admin_shop_pkey', columns: [t.adminId, t.shopId] }),
  index('admin_shop_shop_idx').on(t.shopId),
]);

/** What a shop sells: an HQ product at the shop's price (null: the HQ price) and stock. */
export const shopProduct = pgTable('shop_product', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shop.id, { onDelete: 'restrict' }),
  productId: integer('product_id').notNull().references(() => product.id, { onDelete: 'restrict' }),
  price: bigint('price', { mode: 'number' }),
  stock: integer('stock').notNull().default(0),
  sales: integer('sales').notNull().default(0),
  status: varchar('status', { length: 10 }).notNull().default('on'),
  weigh: weigh(),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('shop_product_shop_product_key').on(t.shopId, t.productId),
  index('shop_product_shop_idx').on(t.shopId, t.status, t.weigh, t.id),
  index('shop_product_product_idx').on(t.productId),
  // the dashboard's low-stock to-do (threshold from the config centre)
  index('shop_product_low_stock_idx').on(t.stock, t.shopId).where(sql`${t.status} = 'on'`),
  check('shop_product_status_check', sql`${t.status} in ('on','off')`),
  check('shop_product_amounts_check', sql`(${t.price} is null or ${t.price} >= 0) and ${t.stock} >= 0 and ${t.sales} >= 0`),
]);

/**
 * HQ and shop activities in one table. Rules by type: discount → `discount_rate`, the share of
 * the price paid in basis points (8000: pay 80%); reduction → `threshold` and `reduction` in
 * cents (from threshold, take off reduction); event → no price effect.
 */
export const activity = pgTable('activity', {
  id: serial('id').primaryKey(),
  scope: varchar('scope', { length: 10 }).notNull(),
  shopId: integer('shop_id').references(() => shop.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 100 }).notNull(),
  cover: varchar('cover', { length: 255 }).notNull().default(''),
  type: varchar('type', { length: 10 }).notNull(),
  discountRate: integer('discount_rate'),
  threshold: bigint('threshold', { mode: 'number' }),
  reduction: bigint('reduction', { mode: 'number' }),
  content: text('content').notNull().default(''),
  startTime: tz('start_time').notNull(),
  endTime: tz('end_time').notNull(),
  /** Whether orders priced by this activity pay commission. */
  allowCommission: boolean('allow_commission').notNull().default(false),
  /** all: every product; listed: the products in activity_product. */
  productScope: varchar('product_scope', { length: 10 }).notNull().default('all'),
  status: varchar('status', { length: 10 }).notNull().default('draft'),
  weigh: weigh(),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  index('activity_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  index('activity_scope_idx').on(t.scope, t.shopId, t.status, t.endTime),
  index('activity_create_time_idx').on(t.createTime, t.id),
  check('activity_scope_check', sql`(${t.scope} = 'hq' and ${t.shopId} is null) or (${t.scope} = 'shop' and ${t.shopId} is not null)`),
  check('activity_type_check', sql`${t.type} in ('discount','reduction','event')`),
  check('activity_rule_check', sql`(${t.type} <> 'discount' or ${t.discountRate} between 1 and 9999) and (${t.type} <> 'reduction' or (${t.threshold} >= 0 and ${t.reduction} > 0))`),
  check('activity_window_check', sql`${t.endTime} > ${t.startTime}`),
  check('activity_product_scope_check', sql`${t.productScope} in ('all','listed')`),
  check('activity_status_check', sql`${t.status} in ('draft','published')`),
]);

/** The listed products of an activity whose product scope is `listed`. */
export const activityProduct = pgTable('activity_product', {
  activityId: integer('activity_id').notNull().references(() => activity.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => product.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ name: 'activity_product_pkey', columns: [t.activityId, t.productId] }),
  index('activity_product_product_idx').on(t.productId),
]);
