import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, smallint, varchar, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns.ts';

/** Uploaded files (reference 17.7). One row per distinct content per topic and storage. */
export const attachment = pgTable('attachment', {
  id: serial('id').primaryKey(),
  topic: varchar('topic', { length: 20 }).notNull().default('default'),
  adminId: integer('admin_id').notNull().default(0),
  userId: integer('user_id').notNull().default(0),
  /** Path relative to the storage root, e.g. `/storage/default/20240115/photo3f7a….jpg`. */
  url: varchar('url', { length: 255 }).notNull().default(''),
  width: integer('width').notNull().default(0),
  height: integer('height').notNull().default(0),
  name: varchar('name', { length: 120 }).notNull().default(''),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  mimetype: varchar('mimetype', { length: 100 }).notNull().default(''),
  /** How many times this content was uploaded. */
  quote: integer('quote').notNull().default(1),
  storage: varchar('storage', { length: 50 }).notNull().default('local'),
  sha1: varchar('sha1', { length: 40 }).notNull().default(''),
  createTime: createdAt(),
  lastUploadTime: tz('last_upload_time').defaultNow(),
}, (t) => [
  // The deduplication key: concurrent uploads of the same content meet on this index.
  uniqueIndex('attachment_dedup_key').on(t.sha1, t.topic, t.storage),
  index('attachment_last_upload_idx').on(t.lastUploadTime),
]);

/**
 * Direct uploads to cloud storage under way (spec sections 3, 4): opened by the server, which
 * chose the key, and closed when the browser reports the upload done. Completion is accepted
 * only for a key opened here by the same uploader; the row goes when the attachment is recorded.
 */
export const attachmentUpload = pgTable('attachment_upload', {
  id: serial('id').primaryKey(),
  /** Object key, `storage/product/{uuid}-{filename}`. */
  key: varchar('key', { length: 255 }).notNull(),
  /** The storage's multipart upload id; '' for a single PUT. */
  uploadId: varchar('upload_id', { length: 255 }).notNull().default(''),
  storage: varchar('storage', { length: 50 }).notNull(),
  adminId: integer('admin_id').notNull().default(0),
  userId: integer('user_id').notNull().default(0),
  topic: varchar('topic', { length: 20 }).notNull().default('default'),
  name: varchar('name', { length: 120 }).notNull().default(''),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  mimetype: varchar('mimetype', { length: 100 }).notNull().default(''),
  createTime: createdAt(),
}, (t) => [uniqueIndex('attachment_upload_key').on(t.key), index('attachment_upload_create_idx').on(t.createTime)]);

/** Provinces (level 1), cities (2) and districts (3) of China (reference 17.6). */
export const area = pgTable('area', {
  id: integer('id').primaryKey(),
  pid: integer('pid').notNull().default(0),
  shortname: varchar('shortname', { length: 100 }).notNull().default(''),
  name: varchar('name', { length: 100 }).notNull().default(''),
  mergename: varchar('mergename', { length: 255 }).notNull().default(''),
  level: smallint('level').notNull(),
  pinyin: varchar('pinyin', { length: 100 }).notNull().default(''),
  code: varchar('code', { length: 100 }).notNull().default(''),
  zip: varchar('zip', { length: 100 }).notNull().default(''),
  first: varchar('first', { length: 50 }).notNull().default(''),
  lng: varchar('lng', { length: 50 }).notNull().default(''),
  lat: varchar('lat', { length: 50 }).notNull().default(''),
}, (t) => [index('area_pid_idx').on(t.pid), index('area_level_idx').on(t.level).where(sql`${t.level} = 1`)]);
