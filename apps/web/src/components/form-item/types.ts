import type { z } from 'zod';
import type { ResourceDescription } from '@app/contract';
import type { FormField, Operate } from './form-field';
import { withLimits } from './limits';
import { describedDefaults } from './defaults';

/** A page's edit form, declared once: fields plus how a row maps to and from it. */
export interface FormSchema<Values = Record<string, unknown>> {
  fields: FormField<Values>[];
  /**
   * The contract's input schema of the form (the add input, or the edit input where it is the
   * only one): each field takes its limits (max length, range) from it by name.
   */
  input?: z.ZodType;
  /**
   * The resource's description: a new row's fields start from it (`describedDefaults`: declared
   * defaults, an enum's first value, a bool's '0', a number's 0), before `defaults`.
   */
  description?: ResourceDescription;
  /** The values of a new row (what differs from the description's). */
  defaults?: Partial<Values>;
  /**
   * A new row's values that only the server knows (a setting of the config centre), loaded each
   * time the add form opens (e.g. the resource's `GET add`) and put over `defaults`.
   */
  loadDefaults?: () => Promise<Partial<Values>>;
  /** Label width in pixels (default 120). */
  labelWidth?: number;
  /** Dialog width (default 720). */
  width?: number;
  /** The edit row (GET edit) as form values. */
  toForm?: (row: Record<string, unknown>) => Partial<Values>;
  /** The form values as submitted (after nulls are dropped by the table). */
  toSubmit?: (values: Values, operate: Operate) => Record<string, unknown>;
}

/** A form declared once: limits from the `input` schema, a new row's values from the `description` (then `defaults`). */
export function formSchema<Values = Record<string, unknown>>(schema: FormSchema<Values>): FormSchema<Values> {
  const fields = schema.input ? withLimits(schema.fields, schema.input) : schema.fields;
  const defaults = schema.description ? { ...describedDefaults(schema.description, fields), ...schema.defaults } : schema.defaults;
  return { ...schema, fields, ...(defaults ? { defaults } : {}) };
}
