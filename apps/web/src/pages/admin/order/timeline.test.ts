import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lang/i18n';
import { loadEnglishPacks } from '../../../test/lang';
import { timelineText } from './timeline';

const log = { action: 'pay', from_status: 'unpaid', to_status: 'paid', operator_type: 'system', operator_id: null, memo: 'Balance', create_time: Date.UTC(2026, 4, 1, 13, 25, 29) / 1000 };

describe('an order timeline line', () => {
  it('renders its codes through the language pack and its time in the site zone', async () => {
    await loadEnglishPacks(['order-order', 'order-after-sale']);
    const t = i18n.t.bind(i18n);
    expect(timelineText(log, t, 'order-order', 'statusOptions')).toBe('2026-05-01 21:25:29 · Paid · System · Unpaid → Paid · Balance');
    expect(timelineText({ ...log, action: 'refund', from_status: 'paid', to_status: 'refunded', operator_type: 'admin', operator_id: 3, memo: '' }, t, 'order-after-sale', 'orderStatusOptions'))
      .toBe('2026-05-01 21:25:29 · Refunded · Admin #3 · Paid → Refunded');
    expect(timelineText({ ...log, to_status: 'unpaid' }, t, 'order-order', 'statusOptions')).not.toContain('→');
  });
});
