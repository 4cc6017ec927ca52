import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { TrendChart } from './TrendChart';

const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];

describe('TrendChart', () => {
  it('names the figure and gives screen readers every value as a table', () => {
    render(<TrendChart title="Balance" labels={days} values={[0, 1.5, -2, 0, 0, 10, 0]} format={(v) => v.toFixed(2)} labelHeader="Day" valueHeader="Yuan" />);
    const figure = screen.getByRole('figure', { name: 'Balance' });
    const rows = within(figure).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(within(rows[3]).getByRole('rowheader').textContent).toBe('2026-11-18');
    expect(within(rows[3]).getByRole('cell').textContent).toBe('-2.00');
    // the picture is hidden from assistive technology
    expect(figure.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws one bar per day: negative ones below the zero line, zero ones flat', () => {
    const { container } = render(<TrendChart title="Score" labels={days} values={[5, 0, -5, 0, 0, 0, 0]} labelHeader="Day" valueHeader="Score" />);
    const bars = [...container.querySelectorAll('rect')];
    expect(bars).toHaveLength(7);
    const axis = Number(container.querySelector('line')?.getAttribute('y1'));
    expect(Number(bars[0].getAttribute('y')) + Number(bars[0].getAttribute('height'))).toBeCloseTo(axis);
    expect(Number(bars[2].getAttribute('y'))).toBeCloseTo(axis);
    expect(bars[2].getAttribute('class')).toContain('is-negative');
    expect(Number(bars[1].getAttribute('height'))).toBe(0);
  });

  it('puts the zero line at the bottom when nothing moved', () => {
    const { container } = render(<TrendChart title="Score" labels={days} values={[0, 0, 0, 0, 0, 0, 0]} labelHeader="Day" valueHeader="Score" />);
    const axis = Number(container.querySelector('line')?.getAttribute('y1'));
    const label = Number(container.querySelector('.trend-chart-label')?.getAttribute('y'));
    expect(label - axis).toBeLessThan(40);
  });
});
