import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tz, updatedAt, weigh } from './columns.ts';

/**
 * The knowledge base and the mini-program's ad spaces (design/domain.md): HQ's training files and
 * articles, shown to members by visibility; the ad slots the mini-program asks for by code.
 */

export const knowledgeCategory = pgTable('knowledge_category', {
  id: serial('id').primaryKey(),
  pid: integer('pid').notNull().default(0),
  name: varchar('name', { length: 50 }).notNull(),
  icon: varchar('icon', { length: 100 }).notNull().default(''),
  weigh: weigh(),
  status: boolean('status').notNull().default(true),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  index('knowledge_category_pid_idx').on(t.pid, t.weigh),
  index('knowledge_category_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
]);

export const knowledgeFile = pgTable('knowledge_file', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull().references(() => knowledgeCategory.id, { onDelete: 'restrict' }),
  title: varchar('title', { length: 100 }).notNull(),
  /** file, article, video or link. */
  type: varchar('type', { length: 10 }).notNull().default('article'),
  /** The attachment's url (file and video). */
  file: varchar('file', { length: 255 }).notNull().default(''),
  /** The address a link opens. */
  url: varchar('url', { length: 255 }).notNull().default(''),
  /** Rich text (articles). */
  content: text('content').notNull().default(''),
  cover: varchar('cover', { length: 255 }).notNull().default(''),
  /** all: anyone signed in; member: members; agent: approved agents only. */
  visibility: varchar('visibility', { length: 10 }).notNull().default('member'),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  downloads: bigint('downloads', { mode: 'number' }).notNull().default(0),
  weigh: weigh(),
  status: boolean('status').notNull().default(true),
  updateTime: updatedAt(),
  createTime: createdAt(),
}, (t) => [
  index('knowledge_file_category_idx').on(t.categoryId, t.id),
  index('knowledge_file_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  index('knowledge_file_create_time_idx').on(t.createTime, t.id),
  index('knowledge_file_weigh_idx').on(t.weigh, t.id),
  check('knowledge_file_type_check', sql`${t.type} in ('file','article','video','link')`),
  check('knowledge_file_visibility_check', sql`${t.visibility} in ('all','member','agent')`),
  check('knowledge_file_counts_check', sql`${t.views} >= 0 and ${t.downloads} >= 0`),
]);

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
