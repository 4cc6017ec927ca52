import { count, inArray } from 'drizzle-orm';
import { knowledgeCategoryAddInput, knowledgeCategoryDescription, knowledgeCategoryEditInput } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { defineResource, described, nestRows, optionsOf, treeOptions } from '../../core/crud/index.ts';
import type { Db } from '../../db/client.ts';
import { knowledgeCategory, knowledgeFile } from './schema.ts';

/** The parent exists and is not the category itself or one of its descendants (no cycles). */
async function checkParent(db: Db, pid: number | undefined, id: number) {
  if (!pid) return;
  const parents = new Map((await db.select({ id: knowledgeCategory.id, pid: knowledgeCategory.pid }).from(knowledgeCategory)).map((r) => [r.id, r.pid]));
  if (!parents.has(pid)) throw new ApiError('The parent category does not exist');
  for (let at = pid, steps = 0; at && steps <= parents.size; at = parents.get(at) ?? 0, steps++) {
    if (at === id) throw new ApiError('A category cannot move under itself or its subcategories');
  }
}

/** `/admin/knowledge.Category/*`: the knowledge base's category tree, sorted by weight. */
export const knowledgeCategoryResource = defineResource({
  ...described(knowledgeCategoryDescription),
  table: knowledgeCategory,
  weigh: 'weigh',
  add: { input: knowledgeCategoryAddInput },
  edit: { input: knowledgeCategoryEditInput },
  outputs: { select: optionsOf },
  hooks: {
    // The parent picker and the file form's category select: names indented by depth.
    select: (rows, _c, q) => ({ options: q.isTree !== false && !q.initValue?.some((v) => v !== '') ? treeOptions(nestRows(rows), 'name') : rows }),
    beforeAdd: async (input, c) => (await checkParent(c.db, input.pid, 0), input),
    beforeEdit: async (input, row, c) => (await checkParent(c.db, input.pid, row.id as number), input),
    // Files keep their category; a category with children or files stays.
    async beforeDel(rows, c) {
      const ids = rows.map((r) => r.id as number);
      const [children] = await c.db.select({ n: count() }).from(knowledgeCategory).where(inArray(knowledgeCategory.pid, ids));
      const [files] = await c.db.select({ n: count() }).from(knowledgeFile).where(inArray(knowledgeFile.categoryId, ids));
      if (children.n > 0 || files.n > 0) throw new ApiError('The category still has subcategories or files: move or delete them first');
      return rows;
    },
  },
});
