import { z } from 'zod';
import { centsOf } from './money.ts';

/**
 * Number inputs of every endpoint: a JSON number, or its plain decimal text as BuildAdmin clients,
 * forms and query strings send it ("5", "-3", "12.50"), and nothing else. `z.coerce.number()`
 * took `[1]`, `true`, `"0x10"` (16), `"1e3"` (1,000), `" 5"` and `""` (0) as numbers; an array
 * (`a[]=1` in a query string), a boolean, hex, an exponent, a `+` or a space is refused here.
 */

/** An integer's text: digits, optionally after a minus. */
export const INT_TEXT = /^-?\d+$/;
/** A decimal's text: digits with an optional fraction. */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
/** A money amount's text in yuan: at most two decimals. */
export const MONEY_TEXT = /^-?\d+(\.\d{1,2})?$/;

/** The largest value of a PostgreSQL `integer` column (ids, counts, weights). */
export const INT4_MAX = 2_147_483_647;

/** A number, or text matching `text`; anything else is `message` (an absent value keeps zod's own issue). */
const numberOrText = (text: RegExp, message: string) =>
  z.union([z.number(), z.string().regex(text, message)], { error: (issue) => (issue.input === undefined ? undefined : message) });

/** An integer from `min` to `max` (within the safe integer range, which `.int()` keeps). */
export const intInput = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  numberOrText(INT_TEXT, 'Please enter an integer').transform(Number).pipe(z.number().int().min(min).max(max));

/** A row id: a positive `integer`. */
export const idInput = () => intInput(1, INT4_MAX);

/** A decimal number from `min` to `max` (coordinates, steps). */
export const decimalInput = (min: number, max: number) =>
  numberOrText(DECIMAL_TEXT, 'Please enter a number').transform(Number).pipe(z.number().min(min).max(max));

/** A money amount in yuan (at most two decimals, a number's too), still a number or its text: `centsOf` reads it. */
export const moneyText = () =>
  numberOrText(DECIMAL_TEXT, 'Please enter a valid amount')
    // (a text that is no decimal has its message from the union already)
    .refine((v) => (typeof v === 'number' || DECIMAL_TEXT.test(String(v)) ? MONEY_TEXT.test(String(v)) : true), 'Please enter an amount with at most two decimals');

/** The largest yuan amount an input takes, in cents (100,000,000.00). */
const MAX_YUAN_CENTS = 10_000_000_000;

/** A yuan amount (string or number, at most two decimals, 0–100,000,000.00) → integer cents. */
export const yuanInput = moneyText().transform((v, ctx) => {
  const cents = centsOf(v);
  const message = cents === null ? 'Please enter a valid amount' : cents < 0 ? 'The amount cannot be negative' : cents > MAX_YUAN_CENTS ? 'The amount cannot exceed 100,000,000.00' : null;
  if (message) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return cents!;
});
