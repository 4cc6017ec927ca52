import { describe, expect, it } from 'vitest';
import { activityDiscount, priceOrder, type PriceActivity } from './pricing.ts';

const act = (over: Partial<PriceActivity>): PriceActivity => ({
  id: 1, scope: 'hq', type: 'discount', discountRate: null, threshold: null, reduction: null, productScope: 'all', productIds: [], weigh: 0, ...over,
});

describe('priceOrder', () => {
  it('sums the lines and applies nothing without activities', () => {
    const p = priceOrder([{ productId: 1, price: 1250, quantity: 2 }, { productId: 2, price: 99, quantity: 3 }], []);
    expect(p).toMatchObject({ goodsAmount: 2797, discountAmount: 0, payAmount: 2797, activityId: null });
    expect(p.lines.map((l) => l.payShare)).toEqual([2500, 297]);
  });

  it('a discount pays the rate of the eligible amount, rounded up to the cent', () => {
    // 8500 bp of 999 = 849.15 → pays 850, discount 149
    expect(activityDiscount(act({ discountRate: 8500 }), [{ productId: 1, price: 999, quantity: 1 }])).toBe(149);
  });

  it('a reduction applies from its threshold and never exceeds the eligible amount', () => {
    const r = act({ type: 'reduction', threshold: 10000, reduction: 1500 });
    expect(activityDiscount(r, [{ productId: 1, price: 9999, quantity: 1 }])).toBe(0);
    expect(activityDiscount(r, [{ productId: 1, price: 10000, quantity: 1 }])).toBe(1500);
    expect(activityDiscount(act({ type: 'reduction', threshold: 0, reduction: 5000 }), [{ productId: 1, price: 300, quantity: 1 }])).toBe(300);
  });

  it('an event changes no price', () => {
    expect(activityDiscount(act({ type: 'event' }), [{ productId: 1, price: 1000, quantity: 1 }])).toBe(0);
  });

  it('a listed activity counts only its products', () => {
    const a = act({ discountRate: 5000, productScope: 'listed', productIds: [2] });
    const p = priceOrder([{ productId: 1, price: 1000, quantity: 1 }, { productId: 2, price: 400, quantity: 1 }], [a]);
    expect(p).toMatchObject({ goodsAmount: 1400, discountAmount: 200, payAmount: 1200, activityId: 1 });
    expect(p.lines.map((l) => l.discount)).toEqual([0, 200]);
  });

  it('picks the largest discount among the applicable activities', () => {
    const lines = [{ productId: 1, price: 20000, quantity: 1 }];
    const p = priceOrder(lines, [
      act({ id: 1, discountRate: 9000 }), // 2000 off
      act({ id: 2, scope: 'shop', type: 'reduction', threshold: 10000, reduction: 3000 }), // 3000 off
      act({ id: 3, productScope: 'listed', productIds: [9], discountRate: 1000 }), // not in scope
    ]);
    expect(p).toMatchObject({ discountAmount: 3000, payAmount: 17000, activityId: 2 });
  });

  it('breaks ties by weigh, then the shop over HQ, then the older activity', () => {
    const lines = [{ productId: 1, price: 1000, quantity: 1 }];
    const same = { type: 'reduction' as const, threshold: 0, reduction: 100 };
    expect(priceOrder(lines, [act({ id: 1, ...same }), act({ id: 2, ...same, weigh: 5 })]).activityId).toBe(2);
    expect(priceOrder(lines, [act({ id: 1, ...same }), act({ id: 2, scope: 'shop', ...same })]).activityId).toBe(2);
    expect(priceOrder(lines, [act({ id: 4, ...same }), act({ id: 3, ...same })]).activityId).toBe(3);
  });

  it('spreads the discount in proportion with the remainder on the last eligible line', () => {
    const p = priceOrder(
      [{ productId: 1, price: 100, quantity: 1 }, { productId: 2, price: 100, quantity: 1 }, { productId: 3, price: 100, quantity: 1 }],
      [act({ type: 'reduction', threshold: 0, reduction: 100 })],
    );
    expect(p.lines.map((l) => l.discount)).toEqual([33, 33, 34]);
    expect(p.lines.reduce((s, l) => s + l.payShare, 0)).toBe(p.payAmount);
    expect(p.payAmount).toBe(200);
  });

  it('refuses a line that is not a whole positive quantity at a whole non-negative price', () => {
    expect(() => priceOrder([{ productId: 1, price: 1.5, quantity: 1 }], [])).toThrow();
    expect(() => priceOrder([{ productId: 1, price: 100, quantity: 0 }], [])).toThrow();
  });
});
