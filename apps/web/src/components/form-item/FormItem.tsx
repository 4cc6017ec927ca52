import type { ReactNode } from 'react';
import { Form, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './FieldInput';
import './form-item.css';
import { buildRules, type ValidatorName } from './validators';
import { limitProps, limitRules } from './limits';
import { percentRules } from './percent';
import type { FieldType, FormField, Operate } from './form-field';

/** Validators a type brings by itself (spec §3's mobile, id number, account… are checked inputs). */
const TYPE_VALIDATORS: Partial<Record<FieldType, ValidatorName>> = {
  mobile: 'mobile',
  idNumber: 'idNumber',
  account: 'account',
  password: 'password',
  varName: 'varName',
  email: 'email',
  url: 'url',
};

const NUMBER_VALIDATORS = new Set<ValidatorName>(['number', 'integer', 'float']);

/** Types whose required message says "select" rather than "enter". */
const CHOSEN = new Set<FieldType | 'custom'>([
  'switch', 'radio', 'checkbox', 'select', 'selects', 'remoteSelect', 'remoteSelects', 'date', 'datetime', 'year', 'time', 'city', 'image', 'images', 'file', 'files', 'icon', 'color', 'custom',
]);

/** The validators of a field for an operation: its own, plus the one its type implies. */
export function fieldValidators(field: Pick<FormField, 'type' | 'rules'>, operate: Operate): ValidatorName[] {
  const own = typeof field.rules === 'function' ? field.rules({ operate }) : (field.rules ?? []);
  const implied = field.type && field.type !== 'custom' ? TYPE_VALIDATORS[field.type] : undefined;
  // a percentage's format is its own rule (percentRules): a setting's `integer` would misname it
  const kept = field.type === 'percent' ? own.filter((v) => !NUMBER_VALIDATORS.has(v)) : own;
  return implied && !kept.includes(implied) ? [...kept, implied] : kept;
}

/** The label text of a field: its own (key or text) or `<pack>.<name>`. */
export function useFieldLabel() {
  const { t } = useTranslation();
  return (field: Pick<FormField, 'label' | 'name'>, lang: string) =>
    field.label ? t(field.label, { defaultValue: field.label }) : t(`${lang}.${field.name}`, { defaultValue: field.name });
}

interface FormItemProps<Values> {
  field: FormField<Values>;
  /** The page's language pack (labels default to `<pack>.<name>`). */
  lang: string;
  operate: Operate;
}

/**
 * One form row (reference 16.6's FormItem): label, input of the field's type, validators with
 * their messages, tooltip and help. Conditional fields follow the form's values.
 */
export function FormItem<Values = Record<string, unknown>>({ field, lang, operate }: FormItemProps<Values>) {
  const { t } = useTranslation();
  const labelOf = useFieldLabel();
  const label = labelOf(field, lang);
  const type = field.type ?? 'string';
  const choose = field.choose ?? CHOSEN.has(type);
  const rules: Rule[] = [
    ...buildRules(fieldValidators(field, operate), t, label, choose),
    ...(type === 'percent' ? percentRules(t, label, field.limits) : limitRules(type, field.limits, t, label)),
  ];
  const { check } = field;
  if (check) {
    rules.push((form) => ({
      validator: async (_rule, value) => {
        const problem = check(value, form.getFieldsValue(true) as Partial<Values>);
        if (problem) throw new Error(t(problem, { field: label }));
      },
    }));
  }
  const placeholder = field.placeholder
    ? t(field.placeholder, { defaultValue: field.placeholder })
    : t(choose ? 'form-item.pleaseSelect' : 'form-item.pleaseInput', { field: label });

  const help = typeof field.blockHelp === 'function' ? field.blockHelp(operate) : field.blockHelp;

  const item = (values: Partial<Values>, form: FormInstance | undefined) => (
    <Form.Item
      tooltip={field.tip ? t(field.tip, { defaultValue: field.tip }) : undefined}
      extra={help ? t(help, { defaultValue: help }) : undefined}
      {...field.itemProps}
      name={field.name}
      label={label}
      rules={rules}
      valuePropName={field.valuePropName}
    >
      {type === 'custom' ? (
        <CustomInput render={(props) => field.render?.(props, { operate, values: values as Values, form: form! })} />
      ) : (
        <FieldInput
          type={type}
          placeholder={placeholder}
          content={field.content}
          buttonStyle={field.buttonStyle}
          remote={field.remote}
          inputProps={field.limits ? { ...limitProps(type, field.limits), ...field.inputProps } : field.inputProps}
        />
      )}
    </Form.Item>
  );

  if (!field.visible && type !== 'custom') return item({}, undefined);
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        const values = form.getFieldsValue(true) as Partial<Values>;
        if (field.visible && !field.visible(values, operate)) return null;
        return item(values, form as FormInstance);
      }}
    </Form.Item>
  );
}

/** Passes antd's injected value/onChange/id through to a page's own input. */
function CustomInput({ render, ...props }: { render: (props: Record<string, unknown>) => ReactNode } & Record<string, unknown>) {
  return <>{render(props)}</>;
}
