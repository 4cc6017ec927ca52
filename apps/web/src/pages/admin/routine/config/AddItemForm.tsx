import { useMemo, useState } from 'react';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONFIG_ITEM_TYPES, CONFIG_RULES, configAddInput, configEndpoints } from '@app/contract';
import { call } from '../../../../api/endpoint';
import { FormItem, withLimits, type FormField } from '../../../../components/form-item';
import { LANG, addPayload, isDictionary, type AddItemValues } from './config-fields';

const typeOptions = Object.fromEntries(CONFIG_ITEM_TYPES.map((type) => [type, `${LANG}.types.${type}`]));
const ruleOptions = Object.fromEntries(CONFIG_RULES.map((rule) => [rule, `${LANG}.rules.${rule}`]));

function fieldsOf(groups: Record<string, string>): FormField<AddItemValues>[] {
  return withLimits<AddItemValues>([
    { name: 'group', type: 'select', rules: ['required'], content: groups },
    { name: 'name', type: 'varName', rules: ['required'], blockHelp: `${LANG}.nameHelp` },
    { name: 'title', rules: ['required'] },
    { name: 'type', type: 'select', rules: ['required'], content: typeOptions },
    { name: 'tip' },
    { name: 'rule', type: 'selects', content: ruleOptions },
    { name: 'weigh', type: 'integer', blockHelp: `${LANG}.weighHelp` },
    { name: 'content', type: 'textarea', rules: ['required'], blockHelp: `${LANG}.contentHelp`, inputProps: { rows: 4 }, visible: (v) => isDictionary(v.type ?? '') },
    { name: 'extend', type: 'textarea', blockHelp: `${LANG}.extendHelp`, inputProps: { rows: 3 } },
    { name: 'inputExtend', type: 'textarea', blockHelp: `${LANG}.inputExtendHelp`, inputProps: { rows: 3 } },
  ], configAddInput);
}

/** The "add configuration item" tab (reference 7.7): any input type, dictionary and attribute lines. */
export function AddItemForm({ groups, onAdded }: { groups: Record<string, string>; onAdded: (group: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddItemValues>();
  const [saving, setSaving] = useState(false);
  const fields = useMemo(() => fieldsOf(groups), [groups]);
  const initial: Partial<AddItemValues> = { group: Object.keys(groups)[0], type: 'string', weigh: 0, rule: [] };

  const submit = async (values: AddItemValues) => {
    setSaving(true);
    try {
      await call(configEndpoints.add, addPayload(values), { showSuccessMessage: true });
      form.resetFields();
      onAdded(values.group);
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} name="configAdd" layout="horizontal" labelCol={{ flex: '140px' }} wrapperCol={{ flex: 1 }} labelWrap colon={false} initialValues={initial} onFinish={submit} data-testid="config-add-form">
      {fields.map((field) => (
        <FormItem key={field.name} field={field} lang={LANG} operate="add" />
      ))}
      <Form.Item label=" ">
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t(`${LANG}.addItem`)}
          </Button>
          <Button onClick={() => form.resetFields()}>{t(`${LANG}.reset`)}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
