import { describe, expect, it } from 'vitest';
import { ApiError, FieldName } from '../http/errors.ts';
import { fromDbError } from './db-errors.ts';

const driver = (code: string, detail?: string) => Object.assign(new Error('query failed'), { cause: { code, detail } });

describe('fromDbError', () => {
  it("names the duplicate value's field (the last column of the key: the others scope it)", () => {
    const one = fromDbError(driver('23505', 'Key (grade)=(3) already exists.')) as ApiError;
    expect(one).toBeInstanceOf(ApiError);
    expect(one.msgKey).toBe('A record with the same %s already exists');
    expect(one.args).toEqual([new FieldName('grade')]);
    expect((fromDbError(driver('23505', 'Key (shop_id, "code")=(1, A) already exists.')) as ApiError).args).toEqual([new FieldName('code')]);
  });

  it('falls back to the general message when the key is not a plain column', () => {
    expect((fromDbError(driver('23505', 'Key (lower(username::text))=(a) already exists.')) as ApiError).msgKey).toBe('A record with the same value already exists');
    expect((fromDbError(driver('23505')) as ApiError).msgKey).toBe('A record with the same value already exists');
  });

  it('passes other errors on', () => {
    const e = new Error('boom');
    expect(fromDbError(e)).toBe(e);
    expect((fromDbError(driver('23503')) as ApiError).msgKey).toBe('A related record does not exist');
  });
});
