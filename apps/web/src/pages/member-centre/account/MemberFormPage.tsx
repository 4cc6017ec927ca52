import { useState, type ReactNode } from 'react';
import { Button, Form, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { horizontalColumns } from '../../../components/form-item/columns';
import { MemberCard } from './MemberCard';
import './account.css';
import { ACCOUNT_SHARED } from './shared-pack';

interface MemberFormPageProps<Values> {
  /** The page's heading (translated). */
  title: string;
  form: FormInstance<Values>;
  /** The form's name: the prefix of its fields' ids. */
  name: string;
  /** The width of the label column (`110px`). */
  labelWidth: string;
  initialValues?: FormProps<Values>['initialValues'];
  /** Saves the values; when it fails the request layer has shown the server's message. */
  onSave: (values: Values) => Promise<void>;
  /** The form's items, above its save button. */
  children: ReactNode;
  /** What the page shows outside its form (dialogs with forms of their own). */
  outside?: ReactNode;
}

/** A member-centre page that is one form in a card, saved by its button (which spins while saving). */
export function MemberFormPage<Values>({ title, form, name, labelWidth, initialValues, onSave, children, outside }: MemberFormPageProps<Values>) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await onSave(values);
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="member-page">
      <MemberCard title={<h1 className="member-page-title">{title}</h1>}>
        <Form<Values>
          form={form}
          name={name}
          className="member-form"
          layout="horizontal"
          {...horizontalColumns(labelWidth)}
          labelWrap
          colon={false}
          initialValues={initialValues}
          onFinish={(values) => void submit(values)}
        >
          {children}
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit" loading={saving}>
              {t(`${ACCOUNT_SHARED}.save`)}
            </Button>
          </Form.Item>
        </Form>
      </MemberCard>
      {outside}
    </div>
  );
}
