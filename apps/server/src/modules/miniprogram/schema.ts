import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tz, updatedAt, weigh } from '../../db/schema/columns.ts';

/** The mini-program's tables (design/domain.md): the ad slots it asks for by code, and their ads. */

export const adSpace = pgTable('ad_space', {
  id: serial('id').primaryKey(),
  /** The clients' handle (`home_banner`). */
  code: varchar('code', { length: 50 }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  /** banner, popup, grid or single. */
  type: varchar('type', { length: 10 }).notNull().default('banner'),
  width: integer('width').notNull().default(0),
  height: integer('height').notNull().default(0),
  status: boolean('status').notNull().default(true),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  uniqueIndex('ad_space_code_key').on(t.code),
  index('ad_space_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  check('ad_space_type_check', sql`${t.type} in ('banner','popup','grid','single')`),
  check('ad_space_size_check', sql`${t.width} >= 0 and ${t.height} >= 0`),
]);

export const ad = pgTable('ad', {
  id: serial('id').primaryKey(),
  spaceId: integer('space_id').notNull().references(() => adSpace.id, { onDelete: 'restrict' }),
  title: varchar('title', { length: 100 }).notNull(),
  image: varchar('image', { length: 255 }).notNull().default(''),
  /** none, page (a mini-program page path), url, product, activity or shop (their ids). */
  linkType: varchar('link_type', { length: 10 }).notNull().default('none'),
  linkValue: varchar('link_value', { length: 255 }).notNull().default(''),
  /** Shown from, until (null: no bound). */
  startTime: tz('start_time'),
  endTime: tz('end_time'),
  weigh: weigh(),
  status: boolean('status').notNull().default(true),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  index('ad_space_live_idx').on(t.spaceId, t.weigh, t.id),
  index('ad_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  index('ad_create_time_idx').on(t.createTime, t.id),
  check('ad_link_type_check', sql`${t.linkType} in ('none','page','url','product','activity','shop')`),
  check('ad_window_check', sql`${t.startTime} is null or ${t.endTime} is null or ${t.endTime} > ${t.startTime}`),
  check('ad_counts_check', sql`${t.views} >= 0 and ${t.clicks} >= 0`),
]);
