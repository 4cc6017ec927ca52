import { Checkbox, Divider, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COLUMN_TYPES, DEFAULT_TYPES, FORM_VALIDATORS, OPTION_TYPES, SEARCH_OPERATORS, TABLE_RENDERS,
  type CrudField,
} from '@app/contract';
import { LANG } from './lang';

interface Props {
  field: CrudField;
  onChange: (next: CrudField) => void;
  /** Tables a remote select may point at. */
  tables: { table: string; comment: string }[];
}

/** The settings of one field: its column, its list column and its form input (reference 11.2). */
export function FieldSettings({ field, onChange, tables }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<CrudField>) => onChange({ ...field, ...patch });
  const setTable = (patch: NonNullable<CrudField['table']>) => onChange({ ...field, table: { ...field.table, ...patch } });
  const setForm = (patch: NonNullable<CrudField['form']>) => onChange({ ...field, form: { ...field.form, ...patch } });
  const remote = field.designType === 'remoteSelect' || field.designType === 'remoteSelects';
  const label = (k: string) => t(`${LANG}.${k}`);
  return (
    <Form layout="vertical" size="small" className="crud-field-settings" data-testid="field-settings">
      <Divider orientation="left" plain>{label('columnSettings')}</Divider>
      <Form.Item label={label('fieldName')} help={label('fieldNameHelp')}>
        <Input aria-label={label('fieldName')} value={field.name} onChange={(e) => set({ name: e.target.value.trim() })} />
      </Form.Item>
      <Form.Item label={label('comment')} help={OPTION_TYPES.includes(field.designType) || field.designType === 'switch' ? label('commentOptionsHelp') : undefined}>
        <Input aria-label={label('comment')} value={field.comment ?? ''} onChange={(e) => set({ comment: e.target.value })} />
      </Form.Item>
      <Form.Item label={label('titleEn')}>
        <Input aria-label={label('titleEn')} value={field.titleEn ?? ''} onChange={(e) => set({ titleEn: e.target.value || undefined })} />
      </Form.Item>
      {(OPTION_TYPES.includes(field.designType) || field.designType === 'switch') && (
        <Form.Item label={label('optionsEn')}>
          <Input aria-label={label('optionsEn')} value={field.optionsEn ?? ''} placeholder="0=Hidden,1=Normal" onChange={(e) => set({ optionsEn: e.target.value || undefined })} />
        </Form.Item>
      )}
      <Form.Item label={label('columnType')}>
        <Select aria-label={label('columnType')} value={field.type} options={COLUMN_TYPES.map((v) => ({ value: v, label: v }))} onChange={(type) => set({ type })} disabled={field.primaryKey} />
      </Form.Item>
      {(field.type === 'varchar' || field.type === 'numeric') && (
        <Form.Item label={label('length')}>
          <InputNumber aria-label={label('length')} min={1} max={10485760} value={field.length} onChange={(v) => set({ length: v ?? undefined })} />
        </Form.Item>
      )}
      {field.type === 'numeric' && (
        <Form.Item label={label('precision')}>
          <InputNumber aria-label={label('precision')} min={0} max={30} value={field.precision} onChange={(v) => set({ precision: v ?? undefined })} />
        </Form.Item>
      )}
      <Form.Item label={label('defaultType')}>
        <Select aria-label={label('defaultType')} value={field.defaultType} options={DEFAULT_TYPES.map((v) => ({ value: v, label: label(`defaultTypes.${v.replace(' ', '_')}`) }))} onChange={(defaultType) => set({ defaultType })} />
      </Form.Item>
      {field.defaultType === 'INPUT' && (
        <Form.Item label={label('default')}>
          <Input aria-label={label('default')} value={field.default ?? ''} onChange={(e) => set({ default: e.target.value })} />
        </Form.Item>
      )}
      <Form.Item>
        <Checkbox checked={Boolean(field.null)} disabled={field.primaryKey} onChange={(e) => set({ null: e.target.checked })}>{label('nullable')}</Checkbox>
      </Form.Item>

      <Divider orientation="left" plain>{label('tableSettings')}</Divider>
      <Form.Item label={label('render')}>
        <Select aria-label={label('render')} allowClear value={field.table?.render} options={TABLE_RENDERS.map((v) => ({ value: v, label: v }))} onChange={(render) => setTable({ render })} />
      </Form.Item>
      <Form.Item label={label('operator')}>
        <Select
          aria-label={label('operator')}
          value={field.table?.operator === undefined || field.table.operator === 'false' ? 'false' : field.table.operator === false ? 'false' : field.table.operator}
          options={[{ value: 'false', label: label('notSearchable') }, ...SEARCH_OPERATORS.map((v) => ({ value: v, label: v }))]}
          onChange={(v: string) => setTable({ operator: v === 'false' ? false : (v as (typeof SEARCH_OPERATORS)[number]) })}
        />
      </Form.Item>
      <Form.Item>
        <Switch size="small" checked={field.table?.sortable === 'custom'} onChange={(on) => setTable({ sortable: on ? 'custom' : false })} aria-label={label('sortable')} /> {label('sortable')}
      </Form.Item>
      <Form.Item label={label('width')}>
        <InputNumber aria-label={label('width')} min={0} max={2000} value={field.table?.width} onChange={(v) => setTable({ width: v ?? undefined })} />
      </Form.Item>

      <Divider orientation="left" plain>{label('formSettings')}</Divider>
      <Form.Item label={label('validator')}>
        <Select
          aria-label={label('validator')}
          mode="multiple"
          value={field.form?.validator ?? []}
          options={FORM_VALIDATORS.map((v) => ({ value: v, label: t(`${LANG}.validators.${v}`) }))}
          onChange={(validator) => setForm({ validator })}
        />
      </Form.Item>
      {field.designType === 'textarea' && (
        <Form.Item label={label('rows')}>
          <InputNumber aria-label={label('rows')} min={1} max={50} value={field.form?.rows} onChange={(v) => setForm({ rows: v ?? undefined })} />
        </Form.Item>
      )}
      {remote && (
        <>
          <Form.Item label={label('remoteTable')}>
            <Select
              aria-label={label('remoteTable')}
              showSearch
              value={field.form?.['remote-table']}
              options={tables.map((x) => ({ value: x.table, label: x.comment || x.table }))}
              onChange={(v: string) => setForm({ 'remote-table': v })}
            />
          </Form.Item>
          <Form.Item label={label('remotePk')}>
            <Input aria-label={label('remotePk')} value={field.form?.['remote-pk'] ?? 'id'} onChange={(e) => setForm({ 'remote-pk': e.target.value.trim() })} />
          </Form.Item>
          <Form.Item label={label('remoteField')}>
            <Input aria-label={label('remoteField')} value={field.form?.['remote-field'] ?? 'name'} onChange={(e) => setForm({ 'remote-field': e.target.value.trim() })} />
          </Form.Item>
          {field.designType === 'remoteSelect' && (
            <Form.Item label={label('relationFields')}>
              <Input aria-label={label('relationFields')} value={field.form?.['relation-fields'] ?? ''} onChange={(e) => setForm({ 'relation-fields': e.target.value })} />
            </Form.Item>
          )}
        </>
      )}
    </Form>
  );
}
