import { describe, expect, it } from 'vitest';
import { amountToWire, formatUnits, previewChange, toUnits } from './ledger';

describe('ledger arithmetic', () => {
  it('reads yuan as cents without floating-point drift, score as whole points', () => {
    expect(toUnits('money', '12.30')).toBe(1230);
    expect(toUnits('money', 12.3)).toBe(1230);
    expect(toUnits('money', 0.1)).toBe(10);
    expect(toUnits('money', '-0.05')).toBe(-5);
    expect(toUnits('money', '7')).toBe(700);
    expect(toUnits('money', '1.234')).toBeNull();
    expect(toUnits('money', 'abc')).toBeNull();
    expect(toUnits('score', '15')).toBe(15);
    expect(toUnits('score', -3)).toBe(-3);
    expect(toUnits('score', '1.5')).toBeNull();
    expect(toUnits('score', '')).toBeNull();
  });

  it('formats cents as yuan with two decimals', () => {
    expect(formatUnits('money', 1230)).toBe('12.30');
    expect(formatUnits('money', -5)).toBe('-0.05');
    expect(formatUnits('money', 0)).toBe('0.00');
    expect(formatUnits('score', -12)).toBe('-12');
  });

  it('previews the balance after the change', () => {
    expect(previewChange('money', '0.00', 12.3)).toEqual({ before: '0.00', after: '12.30' });
    // 0.1 + 0.2 in cents stays exact
    expect(previewChange('money', '0.10', 0.2)).toEqual({ before: '0.10', after: '0.30' });
    expect(previewChange('money', '12.30', -12.3)).toEqual({ before: '12.30', after: '0.00' });
    expect(previewChange('score', 10, 5)).toEqual({ before: '10', after: '15' });
  });

  it('refuses an amount of 0 and a balance below 0', () => {
    expect(previewChange('money', '12.30', 0)?.problem).toBe('zero');
    expect(previewChange('money', '12.30', -12.31)).toEqual({ before: '12.30', after: '-0.01', problem: 'negative' });
    expect(previewChange('score', 3, -4)?.problem).toBe('negative');
    expect(previewChange('score', 3, 1.5)?.problem).toBe('invalid');
  });

  it('waits for both the balance and an amount', () => {
    expect(previewChange('money', undefined, 5)).toBeNull();
    expect(previewChange('money', '1.00', undefined)).toBeNull();
    expect(previewChange('money', '1.00', '')).toBeNull();
  });

  it('sends money as a yuan string and score as an integer', () => {
    expect(amountToWire('money', 12.3)).toBe('12.30');
    expect(amountToWire('money', -0.5)).toBe('-0.50');
    expect(amountToWire('score', '8')).toBe(8);
    expect(amountToWire('money', null)).toBeUndefined();
  });
});
