import { describe, expect, it } from 'vitest';
import { MemoryCounters } from '../cluster/counters.ts';
import { Throttle } from './throttle.ts';

describe('Throttle', () => {
  it('allows the limit, refuses the next with the seconds left, and resets with the window', async () => {
    const l = new Throttle(new MemoryCounters(), 't', 3, { windowMs: 60_000 });
    const t0 = Date.now();
    expect([await l.hit('a', t0), await l.hit('a', t0), await l.hit('a', t0)]).toEqual([0, 0, 0]);
    expect(await l.hit('a', t0)).toBeGreaterThanOrEqual(59);
    expect(await l.hit('b', t0)).toBe(0);
  });

  it('is off when the limit is 0', async () => {
    const l = new Throttle(new MemoryCounters(), 't', 0);
    for (let i = 0; i < 1000; i++) expect(await l.hit('a')).toBe(0);
  });

  it('counts the hits of other instances once they are sent (batched)', async () => {
    const shared = new MemoryCounters();
    const one = new Throttle(shared, 'get', 5, { batchMs: 10_000 });
    const two = new Throttle(shared, 'get', 5, { batchMs: 10_000 });
    for (let i = 0; i < 4; i++) expect(await one.hit('ip')).toBe(0);
    await one.drain();
    expect(await two.hit('ip')).toBe(0); // the fifth
    await two.drain();
    expect(await two.hit('ip')).toBeGreaterThan(0); // the sixth, judged on the shared total 5 plus its own
    expect(await one.hit('ip')).toBe(0); // one has not heard of two's hits yet ...
    await one.drain();
    expect(await one.hit('ip')).toBeGreaterThan(0); // ... until its next batch answers the total
    await one.drain();
    await two.drain();
  });

  it('drains after the batch on its way, so nothing is sent once the counters are closed', async () => {
    const shared = new MemoryCounters();
    let closed = false;
    // counters whose batch takes a while to answer, like a pool that is then ended
    const slow = {
      add: async (hits: Map<string, number>, windowMs: number) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (closed) throw new Error('Cannot use a pool after calling end on the pool');
        return shared.add(hits, windowMs);
      },
    } as unknown as MemoryCounters;
    const l = new Throttle(slow, 'get', 5, { batchMs: 1 });
    await l.hit('ip');
    await new Promise((resolve) => setTimeout(resolve, 10)); // the batch is on its way, nothing else pending
    await l.drain();
    closed = true;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await shared.add(new Map([['get:ip', 0]]), 60_000)).get('get:ip')?.count).toBe(1);
  });
});
