import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { ACCOUNT_PATTERN, EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN } from '../../utils/validate';

/** The client validators of reference 16.6 (`buildValidatorData`). */
export const VALIDATOR_NAMES = [
  'required',
  'mobile',
  'idNumber',
  'account',
  'password',
  'varName',
  'editorRequired',
  'url',
  'email',
  'date',
  'number',
  'integer',
  'float',
] as const;
export type ValidatorName = (typeof VALIDATOR_NAMES)[number];

export const ID_NUMBER_PATTERN = /^(\d{15}|\d{18}|\d{17}[\dXx])$/;
/** A letter, `_`, `$` or a non-ASCII character first, then also digits. */
export const VAR_NAME_PATTERN = /^([^\x00-\xff]|[a-zA-Z_$])([^\x00-\xff]|[a-zA-Z0-9_$])*$/;
export const URL_PATTERN = /^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i;
const DATE_PATTERN = /^\d{4}-\d{1,2}-\d{1,2}( \d{1,2}:\d{2}(:\d{2})?)?$/;
const NUMBER_PATTERN = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const INTEGER_PATTERN = /^[-+]?\d+$/;
const FLOAT_PATTERN = /^[-+]?\d+(\.\d+)?$/;

/** Empty values: the only thing `required` refuses; every other validator lets them pass. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** An editor's HTML with no text and no media (`<p><br></p>`, `<p></p>`, spaces). */
export function isEmptyHtml(html: unknown): boolean {
  if (typeof html !== 'string') return isEmpty(html);
  if (/<(img|video|audio|iframe|hr|table)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim() === '';
}

function validDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value === 'object' && value && 'isValid' in value) return (value as { isValid(): boolean }).isValid();
  const text = String(value).trim();
  return DATE_PATTERN.test(text) && !Number.isNaN(new Date(text.replace(' ', 'T')).getTime());
}

/** Whether a value passes a validator (pure; empty values pass all but the required ones). */
export function passes(name: ValidatorName, value: unknown): boolean {
  if (name === 'required') return !isEmpty(value);
  if (name === 'editorRequired') return !isEmptyHtml(value);
  if (isEmpty(value)) return true;
  const text = String(value).trim();
  switch (name) {
    case 'mobile':
      return MOBILE_PATTERN.test(text);
    case 'idNumber':
      return ID_NUMBER_PATTERN.test(text);
    case 'account':
      return ACCOUNT_PATTERN.test(text);
    case 'password':
      return PASSWORD_PATTERN.test(String(value));
    case 'varName':
      return VAR_NAME_PATTERN.test(text);
    case 'url':
      return URL_PATTERN.test(text);
    case 'email':
      return EMAIL_PATTERN.test(text);
    case 'date':
      return validDate(value);
    case 'number':
      return typeof value === 'number' ? Number.isFinite(value) : NUMBER_PATTERN.test(text);
    case 'integer':
      return typeof value === 'number' ? Number.isInteger(value) : INTEGER_PATTERN.test(text);
    case 'float':
      return typeof value === 'number' ? Number.isFinite(value) : FLOAT_PATTERN.test(text);
  }
}

/** The message of a failed validator, in the current language (pack `form-item`). */
export function validatorMessage(t: TFunction, name: ValidatorName, field: string, choose = false): string {
  if (name === 'required') return t(choose ? 'form-item.validate.requiredSelect' : 'form-item.validate.required', { field });
  return t(`form-item.validate.${name}`, { field });
}

/**
 * antd form rules for validator names. `field` is the label used in the messages; `choose`
 * words `required` for pickers ("Please select …").
 */
export function buildRules(names: readonly ValidatorName[], t: TFunction, field: string, choose = false): Rule[] {
  return names.map((name) => {
    const message = validatorMessage(t, name, field, choose);
    return {
      // `required` also marks the label; the check itself is the validator's
      required: name === 'required' || name === 'editorRequired' ? true : undefined,
      message,
      validator: async (_rule: unknown, value: unknown) => {
        if (!passes(name, value)) throw new Error(message);
      },
    };
  });
}
