import { accountEndpoints, type AccountMoneyLog, type AccountScoreLog } from '@app/contract';
import { defineMemberList } from '../../core/crud/member.ts';
import { userMoneyLog, userScoreLog } from '../../db/schema/index.ts';
import { readMemos } from '../../core/i18n/stored.ts';

/**
 * The member's own ledgers (reference 15: `GET /api/account/balance`, `/api/account/integral`,
 * nodes `account/balance`, `account/integral`): `{list, total}`, newest first, `page` and `limit`
 * (at most 100). The kit forces `user_id` to the member of the token; searches may narrow the
 * list, never widen it.
 */
export const balanceList = defineMemberList({
  endpoint: accountEndpoints.balance,
  table: userMoneyLog,
  owner: 'user_id',
  fields: {
    id: { search: ['eq', 'IN'], sort: true },
    // cents in SQL: the kit lists them in yuan
    money: { search: true, sort: true, money: true },
    before: { money: true },
    after: { money: true },
    memo: { search: ['LIKE', 'eq'], index: 'trgm' },
    create_time: { search: true, sort: true, index: 'btree' },
  },
  order: [['create_time', 'desc'], ['id', 'desc']],
  // memos the server wrote, in the reader's language (core/i18n/stored.ts)
  rows: (rows, c) => readMemos(rows, c.req.lang) as unknown as AccountMoneyLog[],
});

export const integralList = defineMemberList({
  endpoint: accountEndpoints.integral,
  table: userScoreLog,
  owner: 'user_id',
  fields: {
    id: { search: ['eq', 'IN'], sort: true },
    score: { search: true, sort: true },
    memo: { search: ['LIKE', 'eq'], index: 'trgm' },
    create_time: { search: true, sort: true, index: 'btree' },
  },
  order: [['create_time', 'desc'], ['id', 'desc']],
  rows: (rows, c) => readMemos(rows, c.req.lang) as unknown as AccountScoreLog[],
});
