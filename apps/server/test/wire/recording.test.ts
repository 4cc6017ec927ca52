import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RawAnswer } from './recorder.ts';
import { build, compare, coverage, merge, replaceFiles } from './recording.ts';
import { normaliseString } from './normalise.ts';

// The wire guard's own parts (README.md here): what normalising hides, and what a comparison catches.
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const AT = Date.UTC(2026, 11, 3, 2, 0, 0);
let clock = 0;
function answer(test: string, data: unknown, over: Partial<RawAnswer> = {}): RawAnswer {
  const t0 = (clock += 10);
  const b = JSON.stringify({ code: 1, msg: '', time: Math.floor(AT / 1000), data });
  return { f: 'test/x.test.ts', t: test, m: 'GET', r: '/api/thing', u: '/api/thing', s: 200, ty: 'application/json', b, t0, t1: t0 + 5, at: AT, ...over };
}
function raw(answers: RawAnswer[], routes = [{ method: 'GET', url: '/api/thing', output: true, file: null, hidden: false }]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wire-test-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'postgres'));
  fs.writeFileSync(path.join(dir, 'postgres', 'x.jsonl'), answers.map((a) => JSON.stringify(a) + '\n').join(''));
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(routes));
  return dir;
}
const later = (ms: number) => ({ at: AT + ms });

describe('normalising', () => {
  it('hides times, tokens, ports and fixture counters, and keeps what the code decides', () => {
    const ctx = { at: AT };
    expect(normaliseString('2026-12-03 10:01:37', ctx)).toBe('<datetime>');
    expect(normaliseString('2019-01-01 00:00:00', ctx)).toBe('2019-01-01 00:00:00');
    expect(normaliseString('http://127.0.0.1:40123/a.png', ctx)).toBe('http://127.0.0.1:<port>/a.png');
    expect(normaliseString('2d4bfbb7-a27e-43b6-9c91-649814bcdca5', ctx)).toBe('<uuid>');
    expect(normaliseString('Shop S123-45', ctx)).toBe('Shop S#-#');
    expect(normaliseString('ORD20261203021011123456', ctx)).toBe('ORD<stamp20>');
    expect(normaliseString('Order 12 of 3 items', ctx)).toBe('Order 12 of 3 items');
    expect(normaliseString('FXhVfzvSBiHe-18JejUYfmvdfZTlnDp-.VQm3R8x_qY2kLp0aZ4nW7sT1bC6dE9fGhJ5uI3oX2yA', ctx)).toBe('<b64>.<b64>');
    // the signature of one CI run's WeChat state: two digits only
    expect(normaliseString('VQm3R8x_qY2kLp0aZ4nW7sT1bC6dE9fGhJ5uI3oX2yA.fhdbilShdndWAHMlYi-CTAtiYAaQtIo_h0mwjCQCIT4', ctx)).toBe('<b64>.<b64>');
    expect(normaliseString('plain.words-and-more-words', ctx)).toBe('plain.words-and-more-words');
  });
});

describe('comparing', () => {
  const before = build(raw([answer('a', { id: 1, token: 'x1', create_time: Math.floor(AT / 1000) - 60 }), answer('b', { list: [{ id: 2, name: 'n' }] })]));

  it('finds nothing between two runs that differ in times and tokens only', () => {
    const after = build(raw([answer('a', { id: 1, token: 'y2', create_time: Math.floor(AT / 1000) + 3 }, later(5000)), answer('b', { list: [{ id: 2, name: 'n' }] }, later(5000))]));
    expect(compare(before, after).differences).toEqual([]);
  });

  it('finds a renamed field, a number turned string, a status and a missing answer', () => {
    const after = build(raw([answer('a', { id: '1', token: 'x1', create_time: 1 }), answer('b', { list: [{ id: 2, title: 'n' }] }, { s: 500 }), answer('b', {})]));
    const { differences } = compare(before, after);
    expect(differences).toHaveLength(2);
    expect(differences[0]).toContain('$.data.id: 1 → "1"');
    expect(differences[1]).toMatch(/1 answers → 2/);
    expect(differences[1]).toContain('$.data.list[0].name: removed');
    expect(differences[1]).toContain('200 application/json code=1');
  });

  it('lists a test renamed apart, without failing it', () => {
    const after = build(raw([answer('a2', { id: 1, token: 'x1', create_time: 0 }), answer('b', { list: [{ id: 2, name: 'n' }] })]));
    const result = compare(before, after);
    expect(result.differences).toEqual([]);
    expect(result.onlyBefore).toEqual(['test/x.test.ts › a › GET /api/thing']);
    expect(result.onlyAfter).toEqual(['test/x.test.ts › a2 › GET /api/thing']);
  });

  it('compares answers whose requests overlapped as a multiset', () => {
    const overlapping = (order: number[]) => build(raw(order.map((n, i) => answer('race', { n }, { t0: i, t1: 100 }))));
    expect(compare(overlapping([1, 2]), overlapping([2, 1])).differences).toEqual([]);
    const sequential = (order: number[]) => build(raw(order.map((n) => answer('seq', { n }))));
    expect(compare(sequential([1, 2]), sequential([2, 1])).differences).toHaveLength(1);
  });

  it('compares a key that varied between two recordings by shape: a new count passes, a new field fails', () => {
    const poll = (...counts: number[]) => raw(counts.map((done) => answer('poll', { done, phase: 'write' })));
    const recorded = merge(build(poll(1, 3)), build(poll(2)));
    expect(recorded.answers['test/x.test.ts › poll › GET /api/thing'].volatile).toHaveLength(1);
    expect(compare(recorded, build(poll(0, 1, 2, 3))).differences).toEqual([]);
    const renamed = build(raw([answer('poll', { done: 1, stage: 'write' })]));
    expect(compare(recorded, renamed).differences[0]).toContain('a shape not recorded');
    // a third run that gave another shape adds it to those recorded
    const three = merge(recorded, renamed);
    expect(three.answers['test/x.test.ts › poll › GET /api/thing'].volatile).toHaveLength(2);
    expect(compare(three, build(poll(5))).differences).toEqual([]);
    // a run that only hints adds no key
    const hinted = merge(recorded, build(raw([answer('other', {})])), { hintOnly: true });
    expect(Object.keys(hinted.answers)).toEqual(Object.keys(recorded.answers));
  });

  it('lets a varying key answer with a shape its route gave in another test of the file, and no other', () => {
    const run = (burst: unknown[]) => raw([answer('apply', { row: { id: 1, no: 'w1' } }), ...burst.map((data) => answer('burst', data))]);
    const recorded = merge(build(run([null, null])), build(run([null])));
    expect(recorded.answers['test/x.test.ts › burst › GET /api/thing'].volatile).toHaveLength(1);
    // a winner on this key for once: its shape is the route's in the test 'apply'
    expect(compare(recorded, build(run([{ row: { id: 7, no: 'w7' } }, null]))).differences).toEqual([]);
    expect(compare(recorded, build(run([{ row: { id: 7, number: 'w7' } }]))).differences[0]).toContain('a shape not recorded');
    // another file's answers of the same route do not count
    const elsewhere = merge(build(raw([answer('apply', { row: { id: 1, no: 'w1' } }, { f: 'test/y.test.ts' }), answer('burst', null), answer('burst', null)])), build(raw([answer('apply', { row: { id: 1, no: 'w1' } }, { f: 'test/y.test.ts' }), answer('burst', null)])));
    expect(compare(elsewhere, build(raw([answer('burst', { row: { id: 7, no: 'w7' } })]))).differences[0]).toContain('a shape not recorded');
  });
});

describe('a partial record', () => {
  it('replaces the answers of the test files it ran and keeps every other file\'s', () => {
    const y = { f: 'test/y.test.ts' };
    const base = build(raw([answer('a', { n: 1 }), answer('gone', { n: 2 }), answer('a', { n: 3 }, y)]));
    const run = build(raw([answer('a', { n: 1, added: 'x' }), answer('new', { n: 4 })]));
    const rec = replaceFiles(base, run);
    expect(Object.keys(rec.answers)).toEqual(['test/x.test.ts › a › GET /api/thing', 'test/x.test.ts › new › GET /api/thing', 'test/y.test.ts › a › GET /api/thing']);
    expect(compare(rec, run).differences).toEqual([]);
    expect(rec.answers['test/y.test.ts › a › GET /api/thing']).toEqual(base.answers['test/y.test.ts › a › GET /api/thing']);
    // no body is kept that no answer uses any more
    expect(Object.keys(rec.bodies)).toHaveLength(3);
  });
});

describe('coverage', () => {
  it('needs a success and an error of each route; a hidden route only refuses', () => {
    const routes = [
      { method: 'GET', url: '/api/thing', output: true, file: null, hidden: false },
      { method: 'GET', url: '/api/other', output: true, file: null, hidden: false },
      { method: 'POST', url: '/api/thing/del', output: true, file: null, hidden: true },
    ];
    const refusal = JSON.stringify({ code: 0, msg: 'Parameter error', time: 0, data: null });
    const rec = build(raw([answer('t', {}), answer('t', {}, { b: refusal }), answer('t', {}, { r: '/api/other' }), answer('t', {}, { m: 'POST', r: '/api/thing/del', b: refusal })], routes));
    expect(coverage(rec)).toEqual({ routes: 3, missingSuccess: [], missingError: ['GET /api/other'] });
  });
});
