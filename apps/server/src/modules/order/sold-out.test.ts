import { describe, expect, it } from 'vitest';
import { ChangeBus } from '../../core/cluster/bus.ts';
import { SOLD_OUT_MARK_MS, SoldOutMarks } from './sold-out.ts';

describe('SoldOutMarks', () => {
  it('refuses a marked product of its shop only, for SOLD_OUT_MARK_MS', () => {
    const marks = new SoldOutMarks(new ChangeBus());
    expect(marks.soldOut(1, [7])).toBeUndefined();
    marks.mark(1, 7, 'Tea');
    expect(marks.soldOut(1, [3, 7])).toBe('Tea');
    expect(marks.soldOut(2, [7])).toBeUndefined();
    expect(marks.soldOut(1, [3])).toBeUndefined();
    expect(marks.soldOut(1, [7], Date.now() + SOLD_OUT_MARK_MS + 1)).toBeUndefined();
    // an expired mark is gone, not only skipped
    expect(marks.soldOut(1, [7])).toBeUndefined();
  });

  it('drops every mark when stock rises on this instance or another (the bus)', () => {
    const sent: string[] = [];
    const here = new ChangeBus(async (m) => sent.push(m));
    const there = new ChangeBus();
    const a = new SoldOutMarks(here);
    const b = new SoldOutMarks(there);
    a.mark(1, 7, 'Tea');
    b.mark(1, 7, 'Tea');
    b.mark(2, 8, 'Cake');
    here.changed('stock');
    expect(a.soldOut(1, [7])).toBeUndefined();
    expect(sent).toEqual([`${here.instance} stock`]);
    // the other instance gets the message through its link
    expect(b.soldOut(1, [7])).toBe('Tea');
    there.received(sent[0]);
    expect([b.soldOut(1, [7]), b.soldOut(2, [8])]).toEqual([undefined, undefined]);
  });
});
