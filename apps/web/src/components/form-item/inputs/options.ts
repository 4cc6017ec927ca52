import type { TFunction } from 'i18next';
import type { FieldContent } from '../form-field';

export interface OptionItem {
  value: string | number | boolean;
  label: string;
  disabled?: boolean;
}

/** `{value: label}` or `[{value, label}]` as antd options, labels translated (text passes through). */
export function optionsOf(content: FieldContent | undefined, t: TFunction): OptionItem[] {
  if (!content) return [];
  const list = Array.isArray(content) ? content : Object.entries(content).map(([value, label]) => ({ value, label }));
  return list.map((o) => ({ ...o, label: t(o.label, { defaultValue: o.label }) }));
}
