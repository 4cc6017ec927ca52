import { describe, expect, it } from 'vitest';
import type { ActivityRow } from '@app/contract';
import { centsOf, shownPrice, yuanText } from './activity-price';

const activity = (over: Partial<ActivityRow>): ActivityRow => ({
  id: 1, scope: 'hq', shop_id: null, title: 'Sale', cover: '', type: 'discount', discount_rate: 8000, threshold: null, reduction: null,
  content: '', start_time: null, end_time: null, product_scope: 'all', product_ids: [], ...over,
});

describe('shownPrice', () => {
  it('takes the lowest discount price among the activities covering the product, rounded up to the cent', () => {
    const shown = shownPrice({ product_id: 7, price: '9.99' }, [
      activity({ id: 1, discount_rate: 9000 }),
      activity({ id: 2, discount_rate: 8500, product_scope: 'listed', product_ids: [7] }),
      activity({ id: 3, discount_rate: 5000, product_scope: 'listed', product_ids: [8] }),
    ]);
    expect(shown).toMatchObject({ price: 999, activityPrice: 850, activity: { id: 2 } }); // 999 × 0.85 = 849.15 → 850
  });

  it('shows no activity price without a discount, and lists the reductions apart', () => {
    const shown = shownPrice({ product_id: 7, price: '20.00' }, [
      activity({ id: 4, type: 'reduction', discount_rate: null, threshold: '100.00', reduction: '10.00' }),
      activity({ id: 5, type: 'event', discount_rate: null }),
      activity({ id: 6, discount_rate: 10000 }),
    ]);
    expect(shown.activityPrice).toBeUndefined();
    expect(shown.reductions.map((a) => a.id)).toEqual([4]);
  });

  it('converts yuan and cents', () => {
    expect(centsOf('12.35')).toBe(1235);
    expect(centsOf(null)).toBe(0);
    expect(yuanText(1205)).toBe('12.05');
  });
});
