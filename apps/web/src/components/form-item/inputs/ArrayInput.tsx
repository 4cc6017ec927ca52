import { Button, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface KeyValue {
  key: string;
  value: string;
}

interface ArrayInputProps {
  id?: string;
  value?: KeyValue[] | Record<string, string> | null;
  onChange?: (value: KeyValue[]) => void;
  /** Column titles (translation keys or text). */
  keyTitle?: string;
  valueTitle?: string;
  disabled?: boolean;
}

/** `{k: v}` objects (as some rows store them) are read as rows too. */
export function keyValueRows(value: ArrayInputProps['value']): KeyValue[] {
  if (!value) return [];
  if (Array.isArray(value)) return value.map((row) => ({ key: String(row?.key ?? ''), value: String(row?.value ?? '') }));
  return Object.entries(value).map(([key, v]) => ({ key, value: String(v ?? '') }));
}

/** Key/value rows (reference 16.6 `array`): value `[{key, value}]`. */
export default function ArrayInput({ id, value, onChange, keyTitle, valueTitle, disabled }: ArrayInputProps) {
  const { t } = useTranslation();
  const rows = keyValueRows(value);
  const keyLabel = keyTitle ? t(keyTitle, { defaultValue: keyTitle }) : t('form-item.array.key');
  const valueLabel = valueTitle ? t(valueTitle, { defaultValue: valueTitle }) : t('form-item.array.value');
  const update = (index: number, patch: Partial<KeyValue>) => onChange?.(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <div className="form-item-array" id={id} role="group">
      {rows.length > 0 && (
        <div className="form-item-array-row form-item-array-head" aria-hidden="true">
          <span>{keyLabel}</span>
          <span>{valueLabel}</span>
          <span />
        </div>
      )}
      {rows.map((row, index) => (
        <div className="form-item-array-row" key={index}>
          <Input value={row.key} disabled={disabled} aria-label={`${keyLabel} ${index + 1}`} onChange={(e) => update(index, { key: e.target.value })} />
          <Input value={row.value} disabled={disabled} aria-label={`${valueLabel} ${index + 1}`} onChange={(e) => update(index, { value: e.target.value })} />
          <Button
            type="text"
            danger
            disabled={disabled}
            icon={<DeleteOutlined />}
            aria-label={t('form-item.array.remove')}
            title={t('form-item.array.remove')}
            onClick={() => onChange?.(rows.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button type="dashed" size="small" icon={<PlusOutlined />} disabled={disabled} onClick={() => onChange?.([...rows, { key: '', value: '' }])}>
        {t('form-item.array.add')}
      </Button>
    </div>
  );
}
