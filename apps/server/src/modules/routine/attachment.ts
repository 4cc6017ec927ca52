import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { attachmentDescription, attachmentEditInput } from '@app/contract';
import { defineResource, described, join, joinedFields, type ActionContext, type Row } from '../../core/crud/index.ts';
import { storageOf } from '../../core/upload/local-storage.ts';
import { suffixOf } from '../../core/upload/save-name.ts';
import { fullUrlOf } from '../../core/upload/upload.ts';
import { removeCloudObject } from '../../core/upload/direct.ts';
import { admin, attachment, user } from '../../db/schema/index.ts';

/** Appended attributes of reference 8.5: `suffix` (of the name) and `full_url`. */
const decorate = (rows: Row[], c: ActionContext): Row[] =>
  rows.map((r) => ({ ...r, suffix: suffixOf(String(r.name ?? '')), full_url: fullUrlOf(c.req, String(r.url ?? '')) }));

// URLs of the rows a delete removed, kept until its transaction has committed.
const deletedUrls = new WeakMap<FastifyRequest, { url: string; storage: string }[]>();

/**
 * `/admin/routine.Attachment/*` (reference 8.5): the uploaded files with their uploaders,
 * renamed or moved to another topic by edit; deleting a row deletes its file (and thumbnail,
 * and the folders left empty) once no other row refers to the same file.
 */
export const attachmentResource = defineResource({
  ...described(attachmentDescription),
  table: attachment,
  joins: {
    admin: join(admin, (a) => eq(attachment.adminId, a.id), joinedFields(attachmentDescription, 'admin')),
    user: join(user, (u) => eq(attachment.userId, u.id), joinedFields(attachmentDescription, 'user')),
  },
  readOnly: ['url', 'sha1', 'size', 'mimetype', 'width', 'height', 'storage', 'quote', 'admin_id', 'user_id', 'last_upload_time'],
  add: false,
  edit: { input: attachmentEditInput },
  delMessage: '%d records and files have been deleted',
  hooks: {
    rows: decorate,
    afterDel(rows, c) {
      deletedUrls.set(c.req, rows.map((r) => ({ url: String(r.url), storage: String(r.storage ?? 'local') })));
    },
    // After the commit: a file goes when no row refers to it any more.
    async afterWrite(c) {
      const deleted = deletedUrls.get(c.req) ?? [];
      deletedUrls.delete(c.req);
      const urls = [...new Set(deleted.map((d) => d.url))];
      if (!urls.length) return;
      const storage = storageOf(c.app);
      const still = new Set((await c.app.db.select({ url: attachment.url }).from(attachment).where(inArray(attachment.url, urls))).map((r) => r.url));
      for (const url of urls) {
        if (still.has(url)) continue;
        const cloud = deleted.find((d) => d.url === url && d.storage !== 'local');
        // a cloud attachment's object goes from its bucket; a local one from the disk
        if (cloud) await removeCloudObject(c.app, cloud.storage, url);
        else await storage.remove(url);
      }
    },
  },
});
