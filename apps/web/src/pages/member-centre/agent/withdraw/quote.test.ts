import { describe, expect, it } from 'vitest';
import { exceedsWallet, withdrawQuote } from './quote';

describe('withdrawQuote', () => {
  it('previews the fee and what arrives within the wallet', () => {
    expect(withdrawQuote('50', '80.00', 100, 'bank')).toEqual({ kind: 'ok', fee: 50, pay: 4950 });
    expect(withdrawQuote('80.00', '80.00', 100, 'balance')).toEqual({ kind: 'ok', fee: 0, pay: 8000 });
  });

  it('never previews a sum to receive for more than the wallet holds', () => {
    expect(withdrawQuote('50', '30.00', 0, 'bank')).toEqual({ kind: 'exceeds' });
    expect(withdrawQuote('0.01', '0.00', 0, 'balance')).toEqual({ kind: 'exceeds' });
  });

  it('previews nothing before an amount and a channel are there', () => {
    expect(withdrawQuote('', '30.00', 0, 'bank')).toEqual({ kind: 'none' });
    expect(withdrawQuote('abc', '30.00', 0, 'bank')).toEqual({ kind: 'none' });
    expect(withdrawQuote('10', '30.00', 0, undefined)).toEqual({ kind: 'none' });
  });

  it('exceedsWallet compares in cents', () => {
    expect(exceedsWallet('30.01', '30.00')).toBe(true);
    expect(exceedsWallet('30', '30.00')).toBe(false);
    expect(exceedsWallet(undefined, '0.00')).toBe(false);
  });
});
