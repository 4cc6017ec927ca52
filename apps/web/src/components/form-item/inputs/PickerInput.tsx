import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export type PickerKind = 'date' | 'datetime' | 'year' | 'time';

export const PICKER_FORMAT: Record<PickerKind, string> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  year: 'YYYY',
  time: 'HH:mm:ss',
};

/** A string (or unix seconds) as a dayjs for the picker; empty and invalid values as null. */
export function toDayjs(value: unknown, kind: PickerKind): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) return value;
  if (typeof value === 'number' || /^\d{9,10}$/.test(String(value))) return dayjs.unix(Number(value));
  const parsed = kind === 'time' ? dayjs(`1970-01-01 ${value}`) : dayjs(String(value));
  return parsed.isValid() ? parsed : null;
}

interface PickerInputProps {
  kind: PickerKind;
  id?: string;
  value?: unknown;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  [prop: string]: unknown;
}

/** Date, date-time, year and time pickers whose value is the formatted string (reference 16.6). */
export default function PickerInput({ kind, value, onChange, ...rest }: PickerInputProps) {
  const format = PICKER_FORMAT[kind];
  const emit = (d: Dayjs | null) => onChange?.(d ? d.format(format) : null);
  const common = { ...rest, value: toDayjs(value, kind), onChange: emit, format, style: { width: '100%' } };
  if (kind === 'time') return <TimePicker {...common} />;
  if (kind === 'year') return <DatePicker {...common} picker="year" />;
  return <DatePicker {...common} showTime={kind === 'datetime'} />;
}
