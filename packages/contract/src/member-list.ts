import { z } from 'zod';
import { listQuery } from './crud.ts';
import { intInput } from './numbers.ts';

/**
 * The member centre's lists of own rows (the server's `defineMemberList`, core/crud/member.ts):
 * the admin list protocol's `page`, `limit` (at most `limitMax`), `order`, `quickSearch`, `search`.
 */
export const memberListQuery = (limitMax = 100) =>
  listQuery.pick({ page: true, order: true, quickSearch: true, search: true }).extend({
    limit: intInput(1, limitMax).optional().default(10),
  });
export type MemberListQuery = z.input<ReturnType<typeof memberListQuery>>;

/** A member list's answer: a page of rows and the total (`totalExact: false` when the total is not exact). */
export const memberListOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ list: z.array(row), total: z.number().int(), totalExact: z.literal(false).optional() });
