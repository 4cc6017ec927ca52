import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineBase, lineCommission, type LineInput } from './compute.ts';
import { takenBack } from './lifecycle.ts';
import { DEFAULT_POLICY } from './settings.ts';
import { applyWalletChange } from './wallet.ts';

const line = (over: Partial<LineInput> = {}): LineInput => ({
  quantity: 2, paid: 10_000, costPrice: 3_000, commissionMode: 'default', productRate: [0, 0], productAmount: [0, 0], ...over,
});
const policy = { ...DEFAULT_POLICY, level1Rate: 300, level2Rate: 100 };

describe('lineCommission', () => {
  it('takes the fixed amount per unit first, capped at what the line paid', () => {
    expect(lineCommission(line({ commissionMode: 'fixed', productAmount: [150, 40], productRate: [5000, 5000] }), 1, 2000, policy))
      .toEqual({ rateSource: 'fixed', rate: 0, unitAmount: 150, baseAmount: 10_000, amount: 300 });
    expect(lineCommission(line({ commissionMode: 'fixed', productAmount: [9_000, 0] }), 1, 0, policy)?.amount).toBe(10_000);
    expect(lineCommission(line({ commissionMode: 'fixed', productAmount: [150, 0] }), 2, 2000, policy)).toBeNull();
  });

  it('then the product rate, then the agent level rate above 0, then the global rate; none pays nothing', () => {
    expect(lineCommission(line({ commissionMode: 'custom', productRate: [1234, 0] }), 1, 2000, policy)).toMatchObject({ rateSource: 'product', rate: 1234, amount: 1234 });
    expect(lineCommission(line(), 1, 2000, policy)).toMatchObject({ rateSource: 'level', rate: 2000, amount: 2000 });
    expect(lineCommission(line(), 2, 0, policy)).toMatchObject({ rateSource: 'global', rate: 100, amount: 100 });
    expect(lineCommission(line({ commissionMode: 'none', productRate: [5000, 5000] }), 1, 2000, policy)).toBeNull();
  });

  it('takes the profit as the base when configured, never below 0', () => {
    expect(lineBase(line(), 'profit')).toBe(4_000);
    expect(lineBase(line({ costPrice: 9_000 }), 'profit')).toBe(0);
    expect(lineCommission(line(), 1, 2500, { ...policy, base: 'profit' })).toMatchObject({ baseAmount: 4_000, amount: 1_000 });
  });
});

describe('takenBack', () => {
  it('is monotone in the refunded units, never more than the amount, all of it on the last unit', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 50 }), fc.nat(50), (amount, quantity, r) => {
      const refunded = r % (quantity + 1);
      const share = takenBack(amount, refunded, quantity);
      expect(share).toBeLessThanOrEqual(amount);
      if (refunded < quantity) expect(takenBack(amount, refunded + 1, quantity)).toBeGreaterThanOrEqual(share);
      expect(takenBack(amount, quantity, quantity)).toBe(amount);
    }));
  });
});

describe('applyWalletChange', () => {
  it('pays the debt first, turns an uncovered reversal into debt, refuses an uncovered withdrawal, and keeps money − debt moving by the amount', () => {
    expect(applyWalletChange({ money: 0, debt: 600 }, 1000, false)).toEqual({ money: 400, debt: 0 });
    expect(applyWalletChange({ money: 400, debt: 0 }, -1000, true)).toEqual({ money: 0, debt: 600 });
    expect(applyWalletChange({ money: 400, debt: 0 }, -1000, false)).toBeNull();
    fc.assert(fc.property(fc.nat(1e9), fc.nat(1e9), fc.integer({ min: -1e9, max: 1e9 }).filter((a) => a !== 0), fc.boolean(), (money, debt, amount, allowDebt) => {
      const next = applyWalletChange({ money, debt }, amount, allowDebt);
      if (!next) {
        expect(amount < 0 && !allowDebt && -amount > money).toBe(true);
        return;
      }
      expect(next.money).toBeGreaterThanOrEqual(0);
      expect(next.debt).toBeGreaterThanOrEqual(0);
      expect(next.money - next.debt).toBe(money - debt + amount);
    }));
  });
});
