import { count, inArray } from 'drizzle-orm';
import { adSpaceAddInput, adSpaceDescription, adSpaceEditInput } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { defineResource, described } from '../../core/crud/index.ts';
import { refuseTaken, type UniqueField } from '../../core/crud/unique.ts';
import { ad, adSpace } from './schema.ts';

const codeField: UniqueField = { key: 'code', column: adSpace.code, message: 'This code is already used by another ad space' };

/** `/admin/miniprogram.AdSpace/*`: the ad slots the mini-program asks for by code. */
export const adSpaceResource = defineResource({
  ...described(adSpaceDescription),
  table: adSpace,
  add: { input: adSpaceAddInput },
  edit: { input: adSpaceEditInput },
  hooks: {
    beforeAdd: async (input, c) => (await refuseTaken(c.db, adSpace, adSpace.id, [codeField], input), input),
    beforeEdit: async (input, row, c) => (await refuseTaken(c.db, adSpace, adSpace.id, [codeField], input, row.id as number), input),
    // Ads keep their space: a space with ads stays.
    async beforeDel(rows, c) {
      const [used] = await c.db.select({ n: count() }).from(ad).where(inArray(ad.spaceId, rows.map((r) => r.id as number)));
      if (used.n > 0) throw new ApiError('The ad space still has ads: delete them first');
      return rows;
    },
  },
});
