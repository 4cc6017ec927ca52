import { useEffect, useMemo, useState } from 'react';
import { Button, Empty, Form, Popconfirm, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { configEndpoints, type ConfigItem, type SiteConfigBlock } from '@app/contract';
import { call } from '../../../../api/endpoint';
import { useAuth } from '../../../../app/rules/auth-node';
import { FormItem, horizontalColumns } from '../../../../components/form-item';
import { useAdminInfo } from '../../../../stores/admin-info';
import { LANG, fieldOf, submitValues, valuesOf } from './config-fields';
import { TestMailButton } from './TestMailButton';

interface GroupFormProps {
  group: string;
  items: ConfigItem[];
  /** After a save (with the site config as it now is) or a delete: the page reloads the settings. */
  onChanged: (site?: SiteConfigBlock) => void;
}

/** One tab: every setting of a group with its own input, saved together (reference 7.5). */
export function GroupForm({ group, items, onChanged }: GroupFormProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const isSuper = useAdminInfo((s) => s.super);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const initial = useMemo(() => valuesOf(items), [items]);

  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const data = submitValues(items, values);
      const { siteConfig } = await call(configEndpoints.edit, data, { query: { group }, showSuccessMessage: true });
      onChanged(siteConfig);
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  const remove = async (item: ConfigItem) => {
    try {
      await call(configEndpoints.del, { ids: [item.id] }, { showSuccessMessage: true });
      onChanged();
    } catch {
      // shown by the request layer
    }
  };

  if (!items.length) return <Empty description={t(`${LANG}.noItems`)} />;
  return (
    <Form form={form} name={`config_${group}`} layout="horizontal" {...horizontalColumns(160)} labelWrap colon={false} initialValues={initial} onFinish={save} data-testid={`config-form-${group}`}>
      {items.map((item) => (
        <div key={item.name} className="config-item" data-config-name={item.name}>
          <div className="config-item-input">
            <FormItem field={{ ...fieldOf(item), blockHelp: t(`${LANG}.variableName`, { name: item.name }) }} lang={LANG} operate="edit" />
          </div>
          <div className="config-item-actions">
            {item.allow_del && auth('del') && (
              <Popconfirm title={t(`${LANG}.deleteConfirm`, { title: item.title })} onConfirm={() => remove(item)} okButtonProps={{ danger: true }}>
                {/* no tooltip: it would cover the confirmation's buttons */}
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t(`${LANG}.delete`)} ${item.title}`} />
              </Popconfirm>
            )}
          </div>
        </div>
      ))}
      <Form.Item label=" ">
        <Space wrap>
          {auth('edit') && (
            <Button type="primary" htmlType="submit" loading={saving}>
              {t(`${LANG}.save`)}
            </Button>
          )}
          {group === 'mail' && isSuper && <TestMailButton mailForm={form} />}
        </Space>
      </Form.Item>
    </Form>
  );
}
