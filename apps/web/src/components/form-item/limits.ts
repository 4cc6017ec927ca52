import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { inputLimits, type FieldLimits } from '@app/contract';
import type { z } from 'zod';
import type { FieldType, FormField } from './form-field';

const TEXT_TYPES = new Set<FieldType | 'custom'>(['string', 'password', 'mobile', 'idNumber', 'account', 'varName', 'email', 'url', 'textarea']);
const NUMBER_TYPES = new Set<FieldType | 'custom'>(['number', 'integer', 'float']);

/**
 * The input props a field's contract limits imply: `maxLength` for text inputs (with a counter on
 * text areas). A number's range is a rule only (`limitRules`): given to antd's InputNumber as
 * `min`/`max`, it changed an out-of-range value on blur without a word (a stock of -3 saved as 0).
 * The field's own `inputProps` win.
 */
export function limitProps(type: FieldType | 'custom', limits: FieldLimits | undefined): Record<string, unknown> {
  if (limits && TEXT_TYPES.has(type) && limits.maxLength !== undefined) return { maxLength: limits.maxLength, ...(type === 'textarea' ? { showCount: true } : {}) };
  return {};
}

/** antd rules for a field's contract limits (length and range), worded like the server's. */
export function limitRules(type: FieldType | 'custom', limits: FieldLimits | undefined, t: TFunction, field: string): Rule[] {
  if (!limits) return [];
  const rules: Rule[] = [];
  if (TEXT_TYPES.has(type)) {
    if (limits.maxLength !== undefined) rules.push({ max: limits.maxLength, message: t('form-item.validate.maxLength', { field, max: limits.maxLength }) });
    if (limits.minLength !== undefined && limits.minLength > 1) rules.push({ min: limits.minLength, message: t('form-item.validate.minLength', { field, min: limits.minLength }) });
  }
  if (NUMBER_TYPES.has(type)) {
    if (limits.max !== undefined) rules.push({ type: 'number', max: limits.max, message: t('form-item.validate.max', { field, max: limits.max }) });
    if (limits.min !== undefined) rules.push({ type: 'number', min: limits.min, message: t('form-item.validate.min', { field, min: limits.min }) });
  }
  return rules;
}

/**
 * A form's fields with the limits of the contract's input schema (`memberEditInput`…) filled
 * in by field name; a field that states its own `limits` keeps them.
 */
export function withLimits<Values>(fields: FormField<Values>[], input: z.ZodType | undefined): FormField<Values>[] {
  if (!input) return fields;
  const limits = inputLimits(input);
  return fields.map((f) => (f.limits || !limits[f.name] ? f : { ...f, limits: limits[f.name] }));
}

/**
 * The antd rules of a hand-written form's field (the member centre's forms) from its contract
 * limits: length and range as `limitRules`, and the format's pattern (a regex, an e-mail) worded
 * by `patternMessage` (default "<field> is not in the right format"). Required-ness stays the form's: it may depend on what else is chosen.
 */
export function contractRules(limits: FieldLimits | undefined, t: TFunction, field: string, patternMessage?: string, type: FieldType = 'string'): Rule[] {
  const rules = limitRules(type, limits, t, field);
  if (limits?.pattern) rules.push({ pattern: limits.pattern, message: patternMessage ?? t('form-item.validate.format', { field }) });
  return rules;
}

/**
 * The same check for a native form (no antd rules): the message of the first limit a text value
 * breaks (too long, too short, not the format), or undefined.
 */
export function textProblem(limits: FieldLimits | undefined, value: string, t: TFunction, field: string, patternMessage?: string): string | undefined {
  if (!limits) return undefined;
  if (limits.maxLength !== undefined && value.length > limits.maxLength) return t('form-item.validate.maxLength', { field, max: limits.maxLength });
  if (limits.minLength !== undefined && limits.minLength > 1 && value.length < limits.minLength) return t('form-item.validate.minLength', { field, min: limits.minLength });
  if (limits.pattern && !limits.pattern.test(value)) return patternMessage ?? t('form-item.validate.format', { field });
  return undefined;
}
