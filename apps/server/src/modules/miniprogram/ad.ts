import { eq } from 'drizzle-orm';
import { adAddInput, adDescription, adEditInput } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { defineResource, described, join, joinedFields, type ActionContext, type Row, type Values } from '../../core/crud/index.ts';
import { ad, adSpace } from './schema.ts';
import { parseTime } from '../../core/crud/time.ts';
import { adCounters } from './ad-counter.ts';

/** A time as unix seconds: a row's (seconds or Date), or an input's (seconds, or wall-clock text in the site's zone). */
const seconds = (v: unknown, timeZone: string): number | null => {
  if (v instanceof Date) return v.getTime() / 1000;
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v !== '') return (parseTime(v, timeZone)?.getTime() ?? NaN) / 1000;
  return null;
};

/**
 * The ad as it will be saved (the input over the stored row) is whole: its space exists, its
 * window runs forward, its link suits its type. Checked before the write, with clear messages.
 */
async function checkAd(input: Values, c: ActionContext, row: Row = {}) {
  const saved = { ...row, ...input };
  if (input.space_id !== undefined) {
    const [space] = await c.db.select({ id: adSpace.id }).from(adSpace).where(eq(adSpace.id, input.space_id as number));
    if (!space) throw new ApiError('The ad space does not exist');
  }
  const [start, end] = [seconds(saved.start_time, c.timeZone), seconds(saved.end_time, c.timeZone)];
  if (start !== null && end !== null && end <= start) throw new ApiError('The end time must be after the start time');
  const type = String(saved.link_type ?? 'none');
  const value = String(saved.link_value ?? '');
  if (type === 'none') return input;
  if (!value) throw new ApiError('Please enter the link target');
  if (type === 'url' && !/^https?:\/\/\S+$/i.test(value)) throw new ApiError('The link of a url ad starts with http:// or https://');
  if (['product', 'activity', 'shop'].includes(type) && !/^[1-9]\d{0,9}$/.test(value)) throw new ApiError('The link of a %s ad is its id', 0, null, [type]);
  return input;
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
    beforeAdd: (input, c) => checkAd(input, c),
    beforeEdit: (input, row, c) => checkAd(input, c, row),
    // The public list and the click check read live ads from a short cache.
    afterWrite: (c) => adCounters(c.app).forgetLive(),
  },
});
