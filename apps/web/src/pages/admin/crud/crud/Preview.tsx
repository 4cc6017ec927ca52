import { Form, Table, Tag } from 'antd';
import { Tabs } from '../../../../components/tabs';
import { useTranslation } from 'react-i18next';
import { crudFieldLabels, type CrudField, type CrudTable, type DesignType } from '@app/contract';
import { FormItem } from '../../../../components/form-item/FormItem';
import type { FieldType, FormField } from '../../../../components/form-item/form-field';
import type { DesignedField } from './design-state';
import { LANG } from './lang';

const FORM_TYPE: Partial<Record<DesignType, FieldType>> = {
  pk: 'number', spk: 'number', weigh: 'integer', timestamp: 'datetime', number: 'integer', remoteSelect: 'select', remoteSelects: 'selects',
};


/** A live preview of the list's columns and of the add form, as the generated page will draw them. */
export function Preview({ table, fields, columns, form }: { table: CrudTable; fields: DesignedField[]; columns: string[]; form: string[] }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const byName = new Map(fields.map((d) => [d.field.name, d.field]));
  // the labels of the generated page in the reader's language (its language packs)
  const labels = (f: CrudField) => {
    const { titleZh, titleEn, options } = crudFieldLabels(f);
    return { title: en ? titleEn : titleZh, options: options.map(([value, zh, english]) => [value, en ? english : zh] as const) };
  };
  const listColumns = columns.map((name) => byName.get(name)).filter((f): f is CrudField => Boolean(f)).map((f) => ({
    key: f.name,
    dataIndex: f.name,
    title: labels(f).title,
    render: () => {
      const { options } = labels(f);
      return options.length ? <Tag>{options[0][1]}</Tag> : <span className="crud-preview-sample">{f.designType}</span>;
    },
  }));
  const formFields: FormField[] = form.map((name) => byName.get(name)).filter((f): f is CrudField => Boolean(f) && !f?.primaryKey).map((f) => {
    const { title, options } = labels(f);
    return {
      name: f.name,
      label: title,
      type: FORM_TYPE[f.designType] ?? (f.designType as FieldType),
      rules: f.form?.validator?.filter((v) => v !== 'date') as FormField['rules'],
      ...(options.length && f.designType !== 'switch' ? { content: options.map(([value, label]) => ({ value, label })) } : {}),
      ...(f.form?.rows ? { inputProps: { rows: f.form.rows } } : {}),
    };
  });
  return (
    <Tabs
      data-testid="crud-preview"
      items={[
        {
          key: 'list',
          label: t(`${LANG}.previewList`),
          children: <Table size="small" pagination={false} scroll={{ x: true }} rowKey="k" columns={listColumns} dataSource={[{ k: 1 }]} title={() => table.comment || table.name} />,
        },
        {
          key: 'form',
          label: t(`${LANG}.previewForm`),
          children: (
            <Form layout="horizontal" labelCol={{ span: 6 }} className="crud-preview-form">
              {formFields.map((f) => <FormItem key={f.name} field={f} lang={LANG} operate="add" />)}
            </Form>
          ),
        },
      ]}
    />
  );
}
