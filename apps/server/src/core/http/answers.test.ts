import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerMismatches, vagueParts } from './answers.ts';

const row = z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.object({ k: z.string() })) });
const list = z.object({ list: z.array(row), total: z.number() });

describe('answerMismatches', () => {
  it('passes an answer that is exactly the declaration', () => {
    expect(answerMismatches(list, { list: [{ id: 1, name: 'a', tags: [{ k: 'x' }] }], total: 1 })).toEqual([]);
    expect(answerMismatches(z.null(), null)).toEqual([]);
  });

  it('names a key the declaration does not have, at any depth', () => {
    expect(answerMismatches(list, { list: [], total: 0, extra: 1 })).toEqual(['extra: not declared']);
    expect(answerMismatches(list, { list: [{ id: 1, name: 'a', tags: [], secret: 'x' }], total: 1 })).toEqual(['list.0.secret: not declared']);
    // nested arrays of objects
    expect(answerMismatches(list, { list: [{ id: 1, name: 'a', tags: [{ k: 'x' }, { k: 'y', v: 2 }] }], total: 1 })).toEqual(['list.0.tags.1.v: not declared']);
  });

  it('names a wrong JSON type and a missing key', () => {
    expect(answerMismatches(list, { list: [{ id: '1', name: 'a', tags: [] }], total: 1 })[0]).toMatch(/^list\.0\.id: /);
    expect(answerMismatches(list, { list: [] })[0]).toMatch(/^total: /);
    expect(answerMismatches(z.null(), { a: 1 })[0]).toMatch(/^\(data\): /);
  });

  it('lets a record keep every key (its keys are data)', () => {
    expect(answerMismatches(z.record(z.string(), z.number()), { a: 1, b: 2 })).toEqual([]);
  });
});

describe('vagueParts', () => {
  it('finds any, unknown and custom wherever they sit', () => {
    expect(vagueParts(list)).toEqual([]);
    expect(vagueParts(z.object({ a: z.any(), b: z.array(z.object({ c: z.unknown().optional() })), d: z.record(z.string(), z.custom()) }))).toEqual([
      'a: any',
      'b.[].c: unknown',
      'd.{}: custom',
    ]);
    expect(vagueParts(z.union([z.null(), z.unknown()]))).toEqual(['(data): unknown']);
  });
});
