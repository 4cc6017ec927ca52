import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { flag, flagOut } from './crud.ts';
import type { FieldDescription } from './describe.ts';
import { addInputOf, rowOf } from './derive.ts';
import { intInput } from './numbers.ts';

const fields = {
  id: { kind: 'id', search: true, sort: true },
  pid: { kind: 'ref', input: intInput(0, 100) },
  name: { kind: 'text', quick: true, input: z.string().trim().min(1).max(50), required: true },
  price: { kind: 'money' },
  status: { kind: 'enum', out: flagOut, input: flag },
  paid_time: { kind: 'time' },
  'shop.name': { kind: 'text', search: true },
} as const satisfies Record<string, FieldDescription>;

const json = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

describe('rowOf', () => {
  it('gives each own field its kind\'s wire type, or its `out`, in order; joined fields are left to the row\'s extend', () => {
    const row = rowOf(fields);
    expect(Object.keys(row.shape)).toEqual(['id', 'pid', 'name', 'price', 'status', 'paid_time']);
    const hand = z.object({ id: z.number(), pid: z.number(), name: z.string(), price: z.string(), status: flagOut, paid_time: z.number().nullable() });
    expect(json(row)).toEqual(json(hand));
    expect(row.strict().safeParse({ id: 1, pid: 0, name: 'a', price: '1.00', status: '1', paid_time: null }).success).toBe(true);
    expect(row.strict().safeParse({ id: 1, pid: 0, name: 'a', price: 100, status: '1', paid_time: null }).success).toBe(false);
  });
});

describe('addInputOf', () => {
  it('takes the fields with an input, optional unless required; edit is its partial', () => {
    const add = addInputOf(fields);
    expect(Object.keys(add.shape)).toEqual(['pid', 'name', 'status']);
    const hand = z.object({ pid: intInput(0, 100).optional(), name: z.string().trim().min(1).max(50), status: flag.optional() });
    expect(json(add)).toEqual(json(hand));
    expect(add.parse({ name: ' a ', status: '1' })).toEqual({ name: 'a', status: true });
    expect(add.safeParse({ pid: 1 }).success).toBe(false);
    expect(add.partial().safeParse({ pid: 1 }).success).toBe(true);
  });
});
