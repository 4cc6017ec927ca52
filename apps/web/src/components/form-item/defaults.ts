import { fieldDefault, type FieldKind, type ResourceDescription } from '@app/contract';
import type { FieldType, FormField } from './form-field';

/** The inputs a kind's own default suits (an enum's first value in a radio, 0 in a number input). */
const SUITS: Partial<Record<FieldKind, ReadonlySet<FieldType | 'custom'>>> = {
  enum: new Set(['radio', 'select', 'switch']),
  bool: new Set(['switch', 'radio', 'select']),
  number: new Set(['number', 'integer', 'float']),
};

/**
 * The values a new row's form starts with, from the resource's description: for each form field
 * the description lists, its declared `default`, or the kind's own (`fieldDefault`: an enum's
 * first value, a bool's '0', a number's 0) when the input suits it. Fields the description does
 * not list, and custom inputs, get none.
 */
export function describedDefaults<Values>(d: ResourceDescription, fields: readonly FormField<Values>[]): Partial<Values> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const f = d.fields[field.name];
    const type = field.type ?? 'string';
    if (!f || type === 'custom') continue;
    const value = fieldDefault(f);
    if (value === undefined) continue;
    if (f.default !== undefined || SUITS[f.kind]?.has(type)) out[field.name] = value;
  }
  return out as Partial<Values>;
}
