import dayjs, { type Dayjs } from 'dayjs';
import { toDayjs } from '../form-item/inputs/PickerInput';
import { SitePicker } from '../form-item/inputs/site-picker';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface DateRangeInputProps {
  id?: string;
  value?: [string, string] | null;
  onChange?: (value: [string, string] | null) => void;
  /** Whole days only (the ends become 00:00:00 and 23:59:59 in the search). */
  dateOnly?: boolean;
  placeholder?: [string, string];
}

/** The common search's date-time range: strings in, strings out, wall times of the site's zone (the server reads them so). */
export default function DateRangeInput({ id, value, onChange, dateOnly, placeholder }: DateRangeInputProps) {
  const pair: [Dayjs | null, Dayjs | null] = [toDayjs(value?.[0], 'datetime'), toDayjs(value?.[1], 'datetime')];
  return (
    <SitePicker.RangePicker
      id={id}
      style={{ width: '100%' }}
      value={pair[0] || pair[1] ? pair : null}
      allowEmpty={[true, true]}
      placeholder={placeholder}
      showTime={dateOnly ? false : { defaultValue: [dayjs('00:00:00', 'HH:mm:ss'), dayjs('23:59:59', 'HH:mm:ss')] }}
      format={dateOnly ? 'YYYY-MM-DD' : FORMAT}
      onChange={(dates) => {
        if (!dates || (!dates[0] && !dates[1])) return onChange?.(null);
        const f = dateOnly ? 'YYYY-MM-DD' : FORMAT;
        onChange?.([dates[0]?.format(f) ?? '', dates[1]?.format(f) ?? '']);
      }}
    />
  );
}
