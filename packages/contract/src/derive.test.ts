import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { flag, flagOut } from './crud.ts';
import type { FieldDescription } from './describe.ts';
import { addInputOf, memberRowOf, rowOf, type SharedFieldDescription } from './derive.ts';
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

  it('puts the fields `order` names first, then the rest in theirs; the first error reported follows it', () => {
    const add = addInputOf(fields, { order: ['status', 'name'] });
    expect(Object.keys(add.shape)).toEqual(['status', 'name', 'pid']);
    expect(add.safeParse({ pid: -1, status: 'x' }).error?.issues.map((i) => i.path[0])).toEqual(['status', 'name', 'pid']);
    expect(() => addInputOf(fields, { order: ['price' as 'name'] })).toThrow('addInputOf: the order names fields add does not take: price');
  });
});

describe('memberRowOf', () => {
  it('takes the `member` fields in order, whole numbers as integers (nullable where the row is), and the extra keys after their field', () => {
    const shared = {
      id: { kind: 'id', member: true },
      shop_id: { kind: 'ref', member: true },
      activity_id: { kind: 'ref', out: z.number().nullable(), member: true },
      admin_remark: { kind: 'text' },
      status: { kind: 'enum', out: z.enum(['a', 'b']), member: true },
      price: { kind: 'money', member: true },
      paid_time: { kind: 'time', member: true },
      'shop.name': { kind: 'text', search: true },
    } as const satisfies Record<string, SharedFieldDescription>;
    const row = memberRowOf(shared, { shop_id: { shop_name: z.string() } });
    expect(Object.keys(row.shape)).toEqual(['id', 'shop_id', 'shop_name', 'activity_id', 'status', 'price', 'paid_time']);
    const int = z.number().int();
    const hand = z.object({ id: int, shop_id: int, shop_name: z.string(), activity_id: int.nullable(), status: z.enum(['a', 'b']), price: z.string(), paid_time: int.nullable() });
    expect(json(row)).toEqual(json(hand));
    expect(row.strict().safeParse({ id: 1, shop_id: 2, shop_name: 's', activity_id: null, status: 'a', price: '1.00', paid_time: 1.5 }).success).toBe(false);
    expect(Object.keys(memberRowOf(shared).shape)).toEqual(['id', 'shop_id', 'activity_id', 'status', 'price', 'paid_time']);
  });
});
