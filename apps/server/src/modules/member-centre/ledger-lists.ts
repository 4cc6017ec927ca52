import { accountEndpoints, moneyLogDescription, scoreLogDescription, type AccountMoneyLog, type AccountScoreLog } from '@app/contract';
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
  description: moneyLogDescription,
  table: userMoneyLog,
  owner: 'user_id',
  // money, before and after are cents in SQL: the description has the kit list them in yuan
  search: { id: ['eq', 'IN'], money: true, memo: true, create_time: true },
  sort: ['id', 'money', 'create_time'],
  order: [['create_time', 'desc'], ['id', 'desc']],
  // memos the server wrote, in the reader's language (core/i18n/stored.ts)
  rows: (rows, c) => readMemos(rows, c.req.lang) as unknown as AccountMoneyLog[],
});

export const integralList = defineMemberList({
  endpoint: accountEndpoints.integral,
  description: scoreLogDescription,
  table: userScoreLog,
  owner: 'user_id',
  search: { id: ['eq', 'IN'], score: true, memo: true, create_time: true },
  sort: ['id', 'score', 'create_time'],
  order: [['create_time', 'desc'], ['id', 'desc']],
  rows: (rows, c) => readMemos(rows, c.req.lang) as unknown as AccountScoreLog[],
});
