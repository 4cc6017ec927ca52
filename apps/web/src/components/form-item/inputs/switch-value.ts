/**
 * A switch keeps the type its value came in (reference 16.6): booleans stay booleans, '1'/'0'
 * strings stay strings, 1/0 numbers stay numbers, unless custom on/off values are given.
 */
export type SwitchValue = boolean | string | number;

export function switchChecked(value: unknown, on?: SwitchValue): boolean {
  if (on !== undefined) return value === on || String(value) === String(on);
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function switchValue(checked: boolean, previous: unknown, on?: SwitchValue, off?: SwitchValue): SwitchValue {
  if (on !== undefined && off !== undefined) return checked ? on : off;
  if (typeof previous === 'string') return checked ? '1' : '0';
  if (typeof previous === 'number') return checked ? 1 : 0;
  return checked;
}
