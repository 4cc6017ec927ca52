import { eq } from 'drizzle-orm';
import { categoryAddInput, categoryDescription, categoryEditInput, isOn } from '@app/contract';
import { defineResource, described, nestRows, optionsOf, treeOptions } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { product, productCategory } from '../../db/schema/index.ts';

/** `/admin/hq.Category/*`: the product categories, a tree; a category with children or products is not deleted. */
export const categoryResource = defineResource({
  ...described(categoryDescription),
  table: productCategory,
  weigh: 'weigh',
  add: { input: categoryAddInput },
  edit: { input: categoryEditInput },
  outputs: { select: optionsOf },
  hooks: {
    // Remote select: enabled categories with tree prefixes.
    select: (rows, _c, q) => {
      const enabled = rows.filter((r) => isOn(r.status));
      return { options: q.isTree !== false && !q.initValue?.some((v) => v !== '') ? treeOptions(nestRows(enabled), 'name') : enabled };
    },
    beforeEdit(values, row) {
      if (values.pid !== undefined && values.pid === row.id) throw new ApiError('Parameter error');
      return values;
    },
    async beforeDel(rows, c, ids) {
      for (const id of ids) {
        const [child] = await c.db.select({ id: productCategory.id }).from(productCategory).where(eq(productCategory.pid, id)).limit(1);
        if (child && !ids.includes(child.id)) throw new ApiError('Please delete the child element first, or use batch deletion');
        const [used] = await c.db.select({ id: product.id }).from(product).where(eq(product.categoryId, id)).limit(1);
        if (used) throw new ApiError('The category still has products');
      }
      return rows;
    },
  },
});
