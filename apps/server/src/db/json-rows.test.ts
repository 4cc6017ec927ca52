import { describe, expect, it } from 'vitest';
import { orderLog } from './schema/index.ts';
import { rowFromJson } from './json-rows.ts';

describe('rowFromJson', () => {
  it('gives the row drizzle would: property names, dates, JSON values and nulls', () => {
    const row = rowFromJson(orderLog, {
      id: 7, order_id: 3, action: 'pay', from_status: 'unpaid', to_status: 'paid', operator_type: 'member', operator_id: null,
      memo: 'Paid', memo_i18n: { key: 'Paid', args: [] }, create_time: '2026-12-02T06:28:00.123456+00:00',
    });
    expect(row).toEqual({
      id: 7, orderId: 3, action: 'pay', fromStatus: 'unpaid', toStatus: 'paid', operatorType: 'member', operatorId: null,
      memo: 'Paid', memoI18n: { key: 'Paid', args: [] }, createTime: new Date('2026-12-02T06:28:00.123Z'),
    });
  });
});
