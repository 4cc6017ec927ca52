import type { Dayjs } from 'dayjs';
import { toPickerValue } from '../../../utils/date';
import { SitePicker } from './site-picker';

export type PickerKind = 'date' | 'datetime' | 'year' | 'time';

export const PICKER_FORMAT: Record<PickerKind, string> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  year: 'YYYY',
  time: 'HH:mm:ss',
};

/** A site wall-time string (or unix seconds, shown in the site zone) as the picker's value; empty and invalid values as null. */
export const toDayjs = (value: unknown, kind: PickerKind): Dayjs | null => toPickerValue(value, kind === 'time');

interface PickerInputProps {
  kind: PickerKind;
  id?: string;
  value?: unknown;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  [prop: string]: unknown;
}

/** Date, date-time, year and time pickers whose value is the formatted string (reference 16.6), a wall time of the site's zone. */
export default function PickerInput({ kind, value, onChange, ...rest }: PickerInputProps) {
  const format = PICKER_FORMAT[kind];
  const emit = (d: Dayjs | null) => onChange?.(d ? d.format(format) : null);
  const common = { ...rest, value: toDayjs(value, kind), onChange: emit, format, style: { width: '100%' } };
  if (kind === 'time') return <SitePicker.TimePicker {...common} />;
  if (kind === 'year') return <SitePicker {...common} picker="year" />;
  return <SitePicker {...common} showTime={kind === 'datetime'} />;
}
