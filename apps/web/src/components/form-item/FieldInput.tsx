import { lazy, Suspense, type ReactNode } from 'react';
import { Checkbox, Input, InputNumber, Select, Skeleton, Switch } from 'antd';
import { RadioGroup } from '../radio-group';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../remote-select/RemoteSelect';
import { optionsOf } from './inputs/options';
import { PercentInput } from './inputs/PercentInput';
import { switchChecked, switchValue, type SwitchValue } from './inputs/switch-value';
import type { FieldContent, FieldType } from './form-field';
import type { RemoteSelectProps } from '../remote-select/types';

// the heavier widgets load when a form first shows one
const PickerInput = lazy(() => import('./inputs/PickerInput'));
const ColorInput = lazy(() => import('./inputs/ColorInput'));
const ArrayInput = lazy(() => import('./inputs/ArrayInput'));
const CityInput = lazy(() => import('./inputs/CityInput'));
const UploadInput = lazy(() => import('./inputs/UploadInput'));
const IconInput = lazy(() => import('./inputs/IconInput'));
const EditorInput = lazy(() => import('./editor/EditorInput'));

export interface FieldInputProps {
  type: FieldType;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  placeholder?: string;
  content?: FieldContent;
  buttonStyle?: boolean;
  remote?: Omit<RemoteSelectProps, 'value' | 'onChange' | 'multiple'>;
  inputProps?: Record<string, unknown>;
  disabled?: boolean;
  'aria-required'?: boolean | 'true' | 'false';
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

const STRING_TYPES = new Set<FieldType>(['string', 'mobile', 'idNumber', 'account', 'varName', 'email', 'url']);
const INPUT_MODE: Partial<Record<FieldType, 'tel' | 'email' | 'url' | 'numeric'>> = { mobile: 'tel', email: 'email', url: 'url', idNumber: 'numeric' };

const fallback = <Skeleton.Input active block size="small" />;
const later = (node: ReactNode) => <Suspense fallback={fallback}>{node}</Suspense>;

/** The input widget of one field type (reference 16.6's BaInput). */
export function FieldInput(props: FieldInputProps) {
  const { type, id, value, onChange, placeholder, content, buttonStyle, remote, inputProps = {}, disabled, ...aria } = props;
  const { t } = useTranslation();
  const common = { id, disabled, placeholder, ...aria, ...inputProps };
  // aria-required is not allowed on the plain containers of selects and checkbox groups
  const { 'aria-required': _required, ...containerAria } = aria;
  const container = { id, disabled, placeholder, ...containerAria, ...inputProps };
  const emit = (v: unknown) => onChange?.(v);

  if (STRING_TYPES.has(type)) {
    return <Input {...common} value={(value as string) ?? ''} inputMode={INPUT_MODE[type]} onChange={(e) => emit(e.target.value)} />;
  }
  switch (type) {
    case 'password':
      return <Input.Password {...common} value={(value as string) ?? ''} autoComplete="new-password" onChange={(e) => emit(e.target.value)} />;
    case 'textarea':
      return <Input.TextArea rows={3} {...common} value={(value as string) ?? ''} onChange={(e) => emit(e.target.value)} />;
    case 'number':
    case 'integer':
    case 'float':
      return (
        <InputNumber
          {...common}
          value={value === '' || value === null || value === undefined ? null : Number(value)}
          precision={type === 'integer' ? 0 : undefined}
          style={{ width: '100%' }}
          onChange={(v) => emit(v)}
        />
      );
    case 'percent':
      return <PercentInput {...common} value={value} onChange={emit} />;
    case 'switch': {
      const on = inputProps.activeValue as SwitchValue | undefined;
      const off = inputProps.inactiveValue as SwitchValue | undefined;
      return (
        <Switch
          id={id}
          disabled={disabled}
          {...aria}
          checked={switchChecked(value, on)}
          onChange={(checked) => emit(switchValue(checked, value, on, off))}
          checkedChildren={t('form-item.on')}
          unCheckedChildren={t('form-item.off')}
        />
      );
    }
    case 'radio': {
      const options = optionsOf(content, t);
      return (
        <RadioGroup {...common} value={value} onChange={(e) => emit(e.target.value)} optionType={buttonStyle ? 'button' : 'default'} options={options.map((o) => ({ ...o, value: o.value as string }))} />
      );
    }
    case 'checkbox': {
      const options = optionsOf(content, t);
      // a comma-separated value stays comma-separated
      const list = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
      return (
        <Checkbox.Group
          {...container}
          value={list}
          options={options.map((o) => ({ ...o, value: o.value as string }))}
          onChange={(next) => emit(typeof value === 'string' ? next.join(',') : next)}
        />
      );
    }
    case 'select':
    case 'selects':
      return (
        <Select
          {...container}
          mode={type === 'selects' ? 'multiple' : undefined}
          allowClear
          showSearch
          optionFilterProp="label"
          value={value ?? undefined}
          options={optionsOf(content, t).map((o) => ({ ...o, value: o.value as string }))}
          onChange={(v) => emit(v ?? null)}
          style={{ width: '100%' }}
        />
      );
    case 'remoteSelect':
    case 'remoteSelects':
      return (
        <RemoteSelect
          resource=""
          {...remote}
          {...(container as object)}
          multiple={type === 'remoteSelects'}
          value={value as RemoteSelectProps['value']}
          onChange={(v) => emit(v ?? null)}
        />
      );
    case 'date':
    case 'datetime':
    case 'year':
    case 'time':
      return later(<PickerInput {...container} kind={type} value={value} onChange={emit} />);
    case 'color':
      return later(<ColorInput id={id} disabled={disabled} value={value as string} onChange={emit} />);
    case 'array':
      return later(<ArrayInput id={id} disabled={disabled} {...inputProps} value={value as never} onChange={emit} />);
    case 'city':
      return later(<CityInput {...container} value={value as never} onChange={emit} />);
    case 'image':
    case 'images':
    case 'file':
    case 'files':
      return later(<UploadInput id={id} disabled={disabled} {...inputProps} kind={type} value={value as never} onChange={emit} />);
    case 'icon':
      return later(<IconInput id={id} disabled={disabled} placeholder={placeholder} value={value as string} onChange={emit} />);
    case 'editor':
      return later(<EditorInput id={id} disabled={disabled} placeholder={placeholder} {...inputProps} value={(value as string) ?? ''} onChange={emit} />);
    default:
      return <Input {...common} value={(value as string) ?? ''} onChange={(e) => emit(e.target.value)} />;
  }
}
