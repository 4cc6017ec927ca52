import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { attachmentEditInput } from '@app/contract';
import { defineResource, join, type ActionContext, type Row } from '../../core/crud/index.ts';
import { storageOf } from '../../core/upload/local-storage.ts';
import { suffixOf } from '../../core/upload/save-name.ts';
import { fullUrlOf } from '../../core/upload/upload.ts';
import { admin, attachment, user } from '../../db/schema/index.ts';

/** Appended attributes of reference 8.5: `suffix` (of the name) and `full_url`. */
const decorate = (rows: Row[], c: ActionContext): Row[] =>
  rows.map((r) => ({ ...r, suffix: suffixOf(String(r.name ?? '')), full_url: fullUrlOf(c.req, String(r.url ?? '')) }));

// URLs of the rows a delete removed, kept until its transaction has committed.
const deletedUrls = new WeakMap<FastifyRequest, string[]>();

/**
 * `/admin/routine.Attachment/*` (reference 8.5): the uploaded files with their uploaders,
 * renamed or moved to another topic by edit; deleting a row deletes its file (and thumbnail,
 * and the folders left empty) once no other row refers to the same file.
 */
export const attachmentResource = defineResource({
  path: 'routine.Attachment',
  table: attachment,
  fields: {
    id: { search: true, sort: true },
    topic: { search: true, sort: true, index: 'trgm' },
    admin_id: { search: ['eq', 'IN'] },
    user_id: { search: ['eq', 'IN'] },
    url: { search: ['LIKE', 'eq'], index: 'trgm' },
    width: { search: true, sort: true },
    height: { search: true, sort: true },
    name: { search: true, sort: true, index: 'trgm' },
    size: { search: true, sort: true },
    mimetype: { search: true, sort: true, index: 'trgm' },
    quote: { search: true, sort: true },
    storage: { search: true, sort: true, index: 'trgm' },
    sha1: { search: ['eq'] },
    create_time: { search: true, sort: true },
    last_upload_time: { search: true, sort: true, index: 'btree' },
  },
  joins: {
    admin: join(admin, (a) => eq(attachment.adminId, a.id), { username: { search: ['LIKE', 'eq'], index: 'trgm' }, nickname: { search: ['LIKE', 'eq'], index: 'trgm' } }),
    user: join(user, (u) => eq(attachment.userId, u.id), { username: { search: ['LIKE', 'eq'], index: 'trgm' }, nickname: { search: ['LIKE', 'eq'], index: 'trgm' } }),
  },
  quickSearch: ['name'],
  order: 'last_upload_time,desc',
  readOnly: ['url', 'sha1', 'size', 'mimetype', 'width', 'height', 'storage', 'quote', 'admin_id', 'user_id', 'last_upload_time'],
  add: false,
  edit: { input: attachmentEditInput },
  delMessage: '%d records and files have been deleted',
  hooks: {
    rows: decorate,
    afterDel(rows, c) {
      deletedUrls.set(c.req, rows.map((r) => String(r.url)));
    },
    // After the commit: a file goes when no row refers to it any more.
    async afterWrite(c) {
      const urls = [...new Set(deletedUrls.get(c.req) ?? [])];
      deletedUrls.delete(c.req);
      if (!urls.length) return;
      const storage = storageOf(c.app);
      const still = new Set((await c.app.db.select({ url: attachment.url }).from(attachment).where(inArray(attachment.url, urls))).map((r) => r.url));
      for (const url of urls) if (!still.has(url)) await storage.remove(url);
    },
  },
});
