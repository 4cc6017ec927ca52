import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, weigh } from '../../db/schema/columns.ts';

/** The knowledge base's tables (design/domain.md): HQ's training files and articles, shown to members by visibility. */

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
