import { describe, expect, it } from 'vitest';
import { Tally } from './metrics.ts';

describe('Tally', () => {
  it('keeps one count per set of label values', () => {
    const t = new Tally('x_total', 'x', ['a', 'b']);
    t.inc({ a: '1', b: '2' });
    t.inc({ a: '1', b: '2' }, 3);
    t.inc({ a: '12', b: '' });
    expect([...t.counts.values()]).toEqual([{ labels: { a: '1', b: '2' }, value: 4 }, { labels: { a: '12', b: '' }, value: 1 }]);
  });

  it('without labels, one count', () => {
    const t = new Tally('y_total', 'y');
    t.inc({});
    t.inc({}, 2);
    expect([...t.counts.values()]).toEqual([{ labels: {}, value: 3 }]);
  });
});
