import { describe, expect, it } from 'vitest';
import { ChangeBus } from '../../core/cluster/bus.ts';
import { SoldOutMarks } from './sold-out.ts';
import { Turns, creationTurns } from './turns.ts';

/** A promise and its resolver, to settle a caller's work when the test says so. */
function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('Turns', () => {
  it('runs at most its limit at once and the others in their order of arrival', async () => {
    const turns = new Turns(2);
    const work = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = work.map((w, i) => turns.run(async () => (started.push(i), await w.promise, i)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(turns.queued).toBe(2);
    work[1].resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    work[0].resolve();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(turns.queued).toBe(0);
    work[2].resolve();
    work[3].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  });

  it('frees the turn of a caller that failed, and passes its error on', async () => {
    const turns = new Turns(1);
    const first = deferred();
    const failing = turns.run(() => first.promise);
    const next = turns.run(async () => 'next');
    expect(turns.queued).toBe(1);
    first.reject(new Error('refused'));
    await expect(failing).rejects.toThrow('refused');
    expect(await next).toBe('next');
    // all turns free again: two callers in a row each run at once
    expect(await turns.run(async () => 'again')).toBe('again');
    expect(turns.queued).toBe(0);
  });

  it('gives creations half the pool, at least one', () => {
    const marks = new SoldOutMarks(new ChangeBus());
    expect(creationTurns(10, marks).limit).toBe(5);
    expect(creationTurns(4, marks).limit).toBe(2);
    expect(creationTurns(2, marks).limit).toBe(1);
    expect(() => new Turns(0)).toThrow();
  });
});

describe('Turns.recheck', () => {
  it('refuses the waiters that now have a reason, without a turn, and keeps the others in order', async () => {
    const turns = new Turns(1);
    const first = deferred();
    const soldOut = new Set<string>();
    const reason = (product: string) => () => (soldOut.has(product) ? new Error(`Sold out: ${product}`) : undefined);
    const ran: string[] = [];
    const holding = turns.run(() => first.promise);
    const tea = turns.run(async () => ran.push('tea'), reason('tea'));
    const cake = turns.run(async () => ran.push('cake'), reason('cake'));
    const plain = turns.run(async () => ran.push('plain'));
    turns.recheck();
    expect(turns.queued).toBe(3);
    soldOut.add('tea');
    turns.recheck();
    await expect(tea).rejects.toThrow('Sold out: tea');
    expect(turns.queued).toBe(2);
    first.resolve();
    await Promise.all([holding, cake, plain]);
    expect(ran).toEqual(['cake', 'plain']);
  });
});
