import { useState } from 'react';
import { Form, Input, Modal, Space } from 'antd';
import { RadioGroup } from '../../../components/radio-group';
import { useTranslation } from 'react-i18next';
import { accountChangeBindInput, inputLimits, retrievePasswordInput } from '@app/contract';
import { retrievePassword, type VerificationType } from '../../../api/account';
import { contractRules, limitProps } from '../../../components/form-item/limits';
import { SendCodeButton } from '../../../components/send-code/SendCodeButton';
import { validated } from '../../../components/form-item';
import { useMemberSheets } from '../../../layouts/user/member-sheets';
import '../../../layouts/user/member-sheets.css';

/** Length and pattern of the fields, from the contract (the server checks the same). */
const LIMITS = inputLimits(retrievePasswordInput);
/** The account is the e-mail or mobile bound to it: checked as an address of its type. */
const ADDRESS = inputLimits(accountChangeBindInput);

interface RetrieveValues {
  type: VerificationType;
  account: string;
  captcha: string;
  password: string;
}

interface RetrievePasswordDialogProps {
  types: VerificationType[];
  onClose(): void;
}

/** "Forgot password": a code to the member's e-mail or mobile (event user_retrieve_pwd), then a new password. */
export default function RetrievePasswordDialog({ types, onClose }: RetrievePasswordDialogProps) {
  const { t } = useTranslation();
  // the login page's only sheet-styled dialog: the body is marked while it (and a captcha it opens) is shown
  useMemberSheets();
  const [form] = Form.useForm<RetrieveValues>();
  const type = Form.useWatch('type', form) ?? types[0] ?? 'email';
  const [saving, setSaving] = useState(false);

  const accountLabel = t(`verify-code.${type}`);
  const accountMessage = t(type === 'email' ? 'verify-code.emailRule' : 'verify-code.mobileRule');

  const codeTarget = async () => {
    const values = await validated(form, ['account']);
    return values ? values.account.trim() : null;
  };

  const submit = async (values: RetrieveValues) => {
    setSaving(true);
    try {
      await retrievePassword({ type: values.type, account: values.account.trim(), captcha: values.captcha.trim(), password: values.password });
      onClose();
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('member-login-forms.retrieveTitle')}
      okText={t('member-login-forms.retrieveSubmit')}
      cancelText={t('member-login-forms.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
      data-testid="retrieve-password"
    >
      <Form<RetrieveValues>
        form={form}
        name="retrievePassword"
        layout="vertical"
        initialValues={{ type: types[0] ?? 'email', account: '', captcha: '', password: '' }}
        onFinish={(values) => void submit(values)}
      >
        {types.length > 1 && (
          <Form.Item name="type" label={t('member-login-forms.retrieveBy')}>
            <RadioGroup options={types.map((value) => ({ value, label: t(`verify-code.${value}`) }))} />
          </Form.Item>
        )}
        {types.length <= 1 && (
          <Form.Item name="type" hidden>
            <Input />
          </Form.Item>
        )}
        <Form.Item
          name="account"
          label={t(`verify-code.${type}`)}
          rules={[
            { required: true, message: t('validate.required', { field: accountLabel }) },
            ...contractRules(LIMITS.account, t, accountLabel),
            ...contractRules(ADDRESS[type], t, accountLabel, accountMessage),
          ]}
        >
          <Input autoComplete={type === 'email' ? 'email' : 'tel'} {...limitProps('string', LIMITS.account)} />
        </Form.Item>
        <Form.Item label={t('verify-code.code')} required>
          <Space.Compact block>
            <Form.Item
              name="captcha"
              noStyle
              rules={[{ required: true, message: t('validate.required', { field: t('verify-code.code') }) }, ...contractRules(LIMITS.captcha, t, t('verify-code.code'))]}
            >
              <Input autoComplete="one-time-code" aria-label={t('verify-code.code')} {...limitProps('string', LIMITS.captcha)} />
            </Form.Item>
            <SendCodeButton type={type} event="user_retrieve_pwd" target={codeTarget} />
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('member-login-forms.newPassword')}
          rules={[
            { required: true, message: t('validate.required', { field: t('member-login-forms.newPassword') }) },
            ...contractRules(LIMITS.password, t, t('member-login-forms.newPassword'), t('validate.passwordRule'), 'password'),
          ]}
        >
          <Input.Password autoComplete="new-password" {...limitProps('password', LIMITS.password)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
