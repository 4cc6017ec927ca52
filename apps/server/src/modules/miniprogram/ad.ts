import { eq } from 'drizzle-orm';
import { adAddInput, adDescription, adEditInput } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { defineResource, described, join, joinedFields, type ActionContext, type Row } from '../../core/crud/index.ts';
import { ad, adSpace } from '../../db/schema/index.ts';
import { adCounters } from './ad-counter.ts';

const seconds = (v: unknown) => (v instanceof Date ? v.getTime() / 1000 : typeof v === 'number' ? v : null);

/** The space given exists (a clear message before the foreign key's). */
async function checkSpace(spaceId: number | undefined, c: ActionContext) {
  if (spaceId === undefined) return;
  const [space] = await c.db.select({ id: adSpace.id }).from(adSpace).where(eq(adSpace.id, spaceId));
  if (!space) throw new ApiError('The ad space does not exist');
}

/** The saved ad is whole: its window runs forward, its link suits its type. */
function checkAd(row: Row) {
  const [start, end] = [seconds(row.start_time), seconds(row.end_time)];
  if (start !== null && end !== null && end <= start) throw new ApiError('The end time must be after the start time');
  const type = String(row.link_type);
  const value = String(row.link_value ?? '');
  if (type === 'none') return;
  if (!value) throw new ApiError('Please enter the link target');
  if (type === 'url' && !/^https?:\/\/\S+$/i.test(value)) throw new ApiError('The link of a url ad starts with http:// or https://');
  if (['product', 'activity', 'shop'].includes(type) && !/^[1-9]\d{0,9}$/.test(value)) throw new ApiError('The link of a %s ad is its id', 0, null, [type]);
}

/** `/admin/miniprogram.Ad/*`: the ads of each space, their time window, order and counters (counted by the public API). */
export const adResource = defineResource({
  ...described(adDescription),
  table: ad,
  weigh: 'weigh',
  readOnly: ['views', 'clicks'],
  joins: { space: join(adSpace, (s) => eq(ad.spaceId, s.id), { code: {}, ...joinedFields(adDescription, 'space') }) },
  remoteSelects: { 'miniprogram.AdSpace': 'name' },
  add: { input: adAddInput },
  edit: { input: adEditInput },
  hooks: {
    beforeAdd: async (input, c) => (await checkSpace(input.space_id, c), input),
    beforeEdit: async (input, _row, c) => (await checkSpace(input.space_id, c), input),
    afterAdd: (row) => checkAd(row),
    afterEdit: (row) => checkAd(row),
    // The public list and the click check read live ads from a short cache.
    afterWrite: (c) => adCounters(c.app).forgetLive(),
  },
});
