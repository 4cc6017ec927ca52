import { describe, expect, it } from 'vitest';
import { ChangeBus } from '../../core/cluster/bus.ts';
import { PayGate } from './pay-gate.ts';
import { SoldOutMarks } from './sold-out.ts';

/** A payment the test ends by hand: `started` says whether it holds its turn. */
function payment() {
  let end!: (v: string) => void;
  const p = { started: false, run: () => { p.started = true; return new Promise<string>((resolve) => (end = resolve)); }, end: (v: string) => end(v) };
  return p;
}
/** No order of another instance. */
const none = async () => undefined;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PayGate', () => {
  it('lets `width` payments of a product run at once, the others in arrival order as turns come back', async () => {
    const gate = new PayGate(new SoldOutMarks(new ChangeBus()), none, 2);
    for (const id of [1, 2, 3, 4]) gate.created(id, 10 + id, 5, [7]);
    const pays = [1, 2, 3, 4].map(() => payment());
    const done = pays.map((p, i) => gate.pay(i + 1, 11 + i, p.run, async () => 'refused'));
    await tick();
    expect(pays.map((p) => p.started)).toEqual([true, true, false, false]);
    pays[1].end('paid 2');
    await tick();
    expect(pays.map((p) => p.started)).toEqual([true, true, true, false]);
    pays[0].end('paid 1');
    pays[2].end('paid 3');
    await tick();
    pays[3].end('paid 4');
    expect(await Promise.all(done)).toEqual(['paid 1', 'paid 2', 'paid 3', 'paid 4']);
  });

  it('refuses the waiting payments at once when the product is marked sold out, and new ones without a turn', async () => {
    const marks = new SoldOutMarks(new ChangeBus());
    const gate = new PayGate(marks, none, 1);
    for (const id of [1, 2, 3]) gate.created(id, 9, 5, [7]);
    const pays = [1, 2, 3].map(() => payment());
    const done = pays.map((p, i) => gate.pay(i + 1, 9, p.run, async (name) => `refused: ${name}`));
    await tick();
    // the first finds none left: the database said so, the payment marks it before its turn comes back
    marks.mark(5, 7, 'Tea');
    pays[0].end('sold out in the database');
    expect(await Promise.all(done)).toEqual(['sold out in the database', 'refused: Tea', 'refused: Tea']);
    expect(pays.map((p) => p.started)).toEqual([true, false, false]);
    gate.created(4, 9, 5, [7]);
    expect(await gate.pay(4, 9, async () => 'paid', async (name) => `refused: ${name}`)).toBe('refused: Tea');
    // another product of the shop is not held up
    gate.created(5, 9, 5, [8]);
    expect(await gate.pay(5, 9, async () => 'paid', async () => 'refused')).toBe('paid');
  });

  it("reads another instance's order only while a sale is on here; another member's order goes to the database", async () => {
    const marks = new SoldOutMarks(new ChangeBus());
    const asked: number[] = [];
    const elsewhere = async (orderId: number, userId: number) => {
      asked.push(orderId);
      return orderId === 2 ? { userId, shopId: 5, productIds: [7] } : undefined;
    };
    const gate = new PayGate(marks, elsewhere, 1);
    expect(await gate.pay(2, 9, async () => 'to the database', async () => 'refused')).toBe('to the database');
    expect(asked).toEqual([]);
    marks.mark(5, 7, 'Tea');
    expect(await gate.pay(2, 9, async () => 'to the database', async (name) => `refused: ${name}`)).toBe('refused: Tea');
    expect(await gate.pay(3, 9, async () => 'to the database', async () => 'refused')).toBe('to the database');
    expect(asked).toEqual([2, 3]);
    gate.created(1, 9, 5, [7]);
    expect(await gate.pay(1, 10, async () => 'to the database', async () => 'refused')).toBe('to the database');
    expect(await gate.pay(1, 9, async () => 'to the database', async () => 'refused')).toBe('refused');
  });

  it('takes the turns of an order of several products in id order, so crossed orders never wait on each other', async () => {
    const gate = new PayGate(new SoldOutMarks(new ChangeBus()), none, 1);
    gate.created(1, 9, 5, [8, 7]);
    gate.created(2, 9, 5, [7, 8]);
    const [a, b] = [payment(), payment()];
    const done = [gate.pay(1, 9, a.run, async () => 'refused'), gate.pay(2, 9, b.run, async () => 'refused')];
    await tick();
    expect([a.started, b.started]).toEqual([true, false]);
    a.end('paid 1');
    await tick();
    expect(b.started).toBe(true);
    b.end('paid 2');
    expect(await Promise.all(done)).toEqual(['paid 1', 'paid 2']);
  });
});
