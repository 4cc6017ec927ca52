import { eq } from 'drizzle-orm';
import { knowledgeFileAddInput, knowledgeFileDescription, knowledgeFileEditInput } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { defineResource, described, join, joinedFields, type Row } from '../../core/crud/index.ts';
import type { Db } from '../../db/client.ts';
import { knowledgeCategory, knowledgeFile } from './schema.ts';

type FileInput = { category_id?: number; type?: string; file?: string; url?: string };

/** The category exists; a file or video has its attachment, a link its address (checked on the saved values). */
async function checkFile(db: Db, input: FileInput, row?: Row) {
  if (input.category_id !== undefined) {
    const [found] = await db.select({ id: knowledgeCategory.id }).from(knowledgeCategory).where(eq(knowledgeCategory.id, input.category_id));
    if (!found) throw new ApiError('The category does not exist');
  }
  const type = input.type ?? row?.type;
  const file = input.file ?? row?.file;
  const url = input.url ?? row?.url;
  if ((type === 'file' || type === 'video') && !file) throw new ApiError('Please upload the file');
  if (type === 'link' && !/^https?:\/\/\S+$/i.test(String(url ?? ''))) throw new ApiError('Please enter the link address (http:// or https://)');
}

/** `/admin/knowledge.File/*`: files, articles, videos and links of the knowledge base, with their visibility and counters. */
export const knowledgeFileResource = defineResource({
  ...described(knowledgeFileDescription),
  table: knowledgeFile,
  weigh: 'weigh',
  readOnly: ['views', 'downloads'],
  joins: { category: join(knowledgeCategory, (k) => eq(knowledgeFile.categoryId, k.id), joinedFields(knowledgeFileDescription, 'category')) },
  remoteSelects: { 'knowledge.Category': 'name' },
  add: { input: knowledgeFileAddInput },
  edit: { input: knowledgeFileEditInput },
  hooks: {
    beforeAdd: async (input, c) => (await checkFile(c.db, input), input),
    beforeEdit: async (input, row, c) => (await checkFile(c.db, input, row), input),
  },
});
