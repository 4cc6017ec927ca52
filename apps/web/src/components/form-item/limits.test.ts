import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountProfileInput, inputLimits, limitsOf, memberAddInput, memberEditInput } from '@app/contract';
import { limitProps, withLimits } from './limits';
import { formSchema } from './types';

describe('limits from the contract’s zod schemas', () => {
  it('reads length, range, integer, format and enum values through optional, pipe and union wrappers', () => {
    const add = inputLimits(memberAddInput);
    expect(add.nickname).toEqual({ required: true, minLength: 1, maxLength: 50 });
    expect(add.email).toMatchObject({ required: false, maxLength: 50, format: 'email' });
    expect(add.gender).toMatchObject({ required: false, integer: true, min: 0, max: 2 });
    expect(add.status?.options).toEqual(['enable', 'disable']);
    expect(add.username?.pattern).toBeInstanceOf(RegExp);
    expect(inputLimits(memberEditInput).nickname).toMatchObject({ required: false, maxLength: 50 });
    expect(inputLimits(accountProfileInput).nickname).toMatchObject({ maxLength: 50, format: 'regex' });
    expect(limitsOf(z.number().int().gt(0).lt(10))).toMatchObject({ min: 1, max: 9, integer: true });
    expect(limitsOf(z.url())).toMatchObject({ format: 'url' });
  });

  it('gives forms their max length, and a number its range as limits (rules, not input props); a field’s own props and limits win', () => {
    const schema = formSchema<{ nickname: string; gender: number; motto: string }>({
      input: memberAddInput,
      fields: [{ name: 'nickname' }, { name: 'gender', type: 'integer' }, { name: 'motto', type: 'textarea', limits: { maxLength: 9 } }],
    });
    const [nickname, gender, motto] = schema.fields;
    expect(limitProps('string', nickname!.limits)).toEqual({ maxLength: 50 });
    expect(gender!.limits).toMatchObject({ min: 0, max: 2 });
    expect(limitProps('integer', gender!.limits)).toEqual({});
    expect(motto!.limits).toEqual({ maxLength: 9 });
    expect(limitProps('textarea', motto!.limits)).toEqual({ maxLength: 9, showCount: true });
    expect(withLimits([{ name: 'unknown' }], memberAddInput)[0]!.limits).toBeUndefined();
  });
});
