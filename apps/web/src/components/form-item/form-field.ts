import type { ReactNode } from 'react';
import type { FieldLimits } from '@app/contract';
import type { FormInstance } from 'antd';
import type { RemoteSelectProps } from '../remote-select/types';
import type { ValidatorName } from './validators';

/** Every input type of spec §3 (and reference 16.6's names for them). */
export const FIELD_TYPES = [
  'string',
  'password',
  'mobile',
  'idNumber',
  'account',
  'varName',
  'email',
  'url',
  'textarea',
  'number',
  'integer',
  'float',
  /** A rate typed in percent (two decimals at most), its value integer basis points (1% = 100). */
  'percent',
  'switch',
  'radio',
  'checkbox',
  'select',
  'selects',
  'remoteSelect',
  'remoteSelects',
  'date',
  'datetime',
  'year',
  'time',
  'array',
  'city',
  'image',
  'images',
  'file',
  'files',
  'icon',
  'color',
  'editor',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Options of radio, checkbox and select: `{value: label}` or a list; labels are translation keys or text. */
export type FieldContent = Record<string, string> | { value: string | number | boolean; label: string; disabled?: boolean }[];

export type Operate = 'add' | 'edit';

export interface FieldContext<Values = Record<string, unknown>> {
  operate: Operate;
  values: Values;
  form: FormInstance;
}

/** The props a custom input receives (antd Form passes value and onChange). */
export interface CustomInputProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** One field of a page's form schema. */
export interface FormField<Values = Record<string, unknown>> {
  name: string;
  /** Input type (default `string`); `custom` draws `render`. */
  type?: FieldType | 'custom';
  /** A translation key or text; default `<page pack>.<name>`. */
  label?: string;
  /** Validators by name; a function may depend on the operation (a password required on add only). */
  rules?: ValidatorName[] | ((ctx: Pick<FieldContext<Values>, 'operate'>) => ValidatorName[]);
  /**
   * A check that needs the other values (e.g. an amount against a balance): the translation key
   * of the message (given `{field}`), or undefined when the value passes.
   */
  check?: (value: unknown, values: Partial<Values>) => string | undefined;
  /** The required message and placeholder say "select" (default: by type; custom fields select). */
  choose?: boolean;
  placeholder?: string;
  /** A tooltip icon next to the label (translation key or text). */
  tip?: string;
  /** Help under the input (translation key or text), possibly only for one operation. */
  blockHelp?: string | ((operate: Operate) => string | undefined);
  /** Options of radio / checkbox / select. */
  content?: FieldContent;
  /** Radio drawn as buttons. */
  buttonStyle?: boolean;
  /** The server select of remoteSelect(s). */
  remote?: Omit<RemoteSelectProps, 'value' | 'onChange' | 'multiple'>;
  /** Props passed to the input widget (rows, step, min, maxLength, limit, level…). */
  inputProps?: Record<string, unknown>;
  /**
   * Attributes of the form row itself (antd Form.Item props: colon, extra, hasFeedback,
   * labelCol…), as a config item's `extend` gives them. Name, label and rules stay the field's.
   */
  itemProps?: Record<string, unknown>;
  /** Shown only when this holds (re-evaluated as the form changes). */
  visible?: (values: Partial<Values>, operate: Operate) => boolean;
  /** The input of a `custom` field. */
  render?: (props: CustomInputProps, ctx: FieldContext<Values>) => ReactNode;
  /** antd's valuePropName for custom inputs (default `value`). */
  valuePropName?: string;
  /** Length, range and format from the contract (filled from the form's `input` schema by name). */
  limits?: FieldLimits;
}
