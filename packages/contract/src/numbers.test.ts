import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { limitsOf } from './limits.ts';
import { decimalInput, idInput, intInput, moneyText, yuanInput } from './numbers.ts';

/** What an attacker sent to `POST /api/order/create` and `/api/withdraw/cancel`, and its cousins. */
const LOOSE = [[1], ['5'], true, false, null, {}, '0x10', '1e3', '1E3', '+5', ' 5', '5 ', '', '5.', '.5', '١٢', 'Infinity', 'NaN', '0b11', '0o7', '1_000'];

const fails = (schema: z.ZodType, value: unknown) => !schema.safeParse(value).success;

describe('intInput and idInput', () => {
  it('take a JSON number or a plain decimal string, as BuildAdmin clients and forms send them', () => {
    const quantity = intInput(1, 9999);
    expect(quantity.parse(5)).toBe(5);
    expect(quantity.parse('5')).toBe(5);
    expect(quantity.parse('0016')).toBe(16);
    expect(intInput(-10, 10).parse('-3')).toBe(-3);
    expect(idInput().parse('2147483647')).toBe(2147483647);
  });

  it('refuse arrays, booleans, null, hex, exponents, a plus, spaces and the empty string', () => {
    for (const value of LOOSE) expect(fails(intInput(), value), JSON.stringify(value)).toBe(true);
    for (const value of LOOSE) expect(fails(idInput(), value), JSON.stringify(value)).toBe(true);
  });

  it('refuse fractions, values out of range and integers beyond the safe range', () => {
    expect(fails(intInput(), 1.5)).toBe(true);
    expect(fails(intInput(), '1.5')).toBe(true);
    expect(fails(intInput(1, 9999), 10000)).toBe(true);
    expect(fails(intInput(1, 9999), '0')).toBe(true);
    expect(fails(idInput(), '2147483648')).toBe(true);
    expect(fails(intInput(), '9007199254740993')).toBe(true);
    expect(fails(intInput(), Number.MAX_SAFE_INTEGER + 2)).toBe(true);
  });

  it('name the problem with a message key, and keep "required" for an absent value', () => {
    const issues = z.object({ id: idInput() }).safeParse({ id: [1] }).error!.issues;
    expect(issues).toMatchObject([{ path: ['id'], message: 'Please enter an integer' }]);
    expect(z.object({ id: idInput() }).safeParse({ id: '0x10' }).error!.issues[0]!.message).toBe('Please enter an integer');
    expect(z.object({ id: idInput() }).safeParse({}).error!.issues[0]!.message).not.toBe('Please enter an integer');
  });

  it('keep their limits readable by the forms', () => {
    expect(limitsOf(intInput(1, 9999))).toMatchObject({ required: true, integer: true, min: 1, max: 9999 });
  });
});

describe('decimalInput', () => {
  it('takes numbers and decimal text, nothing looser', () => {
    expect(decimalInput(-180, 180).parse('-73.5')).toBe(-73.5);
    expect(decimalInput(-180, 180).parse(12)).toBe(12);
    for (const value of LOOSE) expect(fails(decimalInput(-1e9, 1e9), value), JSON.stringify(value)).toBe(true);
  });
});

describe('moneyText', () => {
  it('takes a number or yuan text with at most two decimals', () => {
    for (const value of ['12', '12.3', '12.30', '-0.05', 12.3, 0]) expect(moneyText().parse(value)).toBe(value);
  });

  it('refuses three decimals, arrays, booleans, hex, exponents, a plus and spaces', () => {
    for (const value of [...LOOSE, '12.345', 12.345, '1e2', ['12.30']]) expect(fails(moneyText(), value), JSON.stringify(value)).toBe(true);
  });
});

describe('yuanInput', () => {
  const says = (value: unknown) => yuanInput.safeParse(value).error?.issues.map((i) => i.message);

  it('takes 0 to 100,000,000.00 yuan as cents', () => {
    expect(yuanInput.parse('12.30')).toBe(1230);
    expect(yuanInput.parse(0)).toBe(0);
    expect(yuanInput.parse('100000000.00')).toBe(10_000_000_000);
  });

  it('says what is wrong with an amount it refuses', () => {
    expect(says('-5')).toEqual(['The amount cannot be negative']);
    expect(says('100000000.01')).toEqual(['The amount cannot exceed 100,000,000.00']);
    expect(says('12.345')).toEqual(['Please enter an amount with at most two decimals']);
    expect(says(12.345)).toEqual(['Please enter an amount with at most two decimals']);
    expect(says('12,30')).toEqual(['Please enter a valid amount']);
  });
});
