import { useId } from 'react';
import './trend-chart.css';

interface TrendChartProps {
  /** Heading of the chart, also its accessible name. */
  title: string;
  /** Category labels along the x axis (e.g. days). */
  labels: string[];
  values: number[];
  /** How a value is written in the labels and the data table. */
  format?: (value: number) => string;
  /** Header of the label column of the data table. */
  labelHeader: string;
  valueHeader: string;
}

const WIDTH = 560;
const HEIGHT = 220;
const PAD = { top: 24, right: 12, bottom: 32, left: 12 };

/**
 * A small bar chart in SVG (no chart library: the member centre stays light). Negative values
 * hang below the zero line. Screen readers get the same numbers as a table; the picture itself
 * is hidden from them.
 */
export function TrendChart({ title, labels, values, format = String, labelHeader, valueHeader }: TrendChartProps) {
  const id = useId();
  const min = Math.min(0, ...values);
  // with nothing above zero the zero line sits at the top, unless nothing moved at all: then at the bottom
  const max = Math.max(0, ...values) || (min < 0 ? 0 : 1);
  const span = max - min || 1;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / span) * plotHeight;
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(labels.length, 1);
  const barWidth = Math.min(40, slot * 0.55);

  return (
    <figure className="trend-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="trend-chart-title">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="trend-chart-svg" aria-hidden="true" focusable="false">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="trend-chart-axis" />
        {values.map((value, i) => {
          const cx = PAD.left + slot * i + slot / 2;
          const top = Math.min(y(value), y(0));
          const height = Math.max(Math.abs(y(value) - y(0)), value === 0 ? 0 : 1);
          return (
            <g key={labels[i] ?? i}>
              <rect x={cx - barWidth / 2} y={top} width={barWidth} height={height} rx={3} className={value < 0 ? 'trend-chart-bar is-negative' : 'trend-chart-bar'} />
              <text x={cx} y={value < 0 ? top + height + 14 : top - 6} className="trend-chart-value">
                {format(value)}
              </text>
              <text x={cx} y={HEIGHT - 10} className="trend-chart-label">
                {(labels[i] ?? '').slice(5)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{format(values[i] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
