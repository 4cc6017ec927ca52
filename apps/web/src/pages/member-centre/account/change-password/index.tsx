import { Alert, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountChangePasswordInput, inputLimits } from '@app/contract';
import { changePassword } from '../../../../api/account';
import { contractRules, limitProps } from '../../../../components/form-item/limits';
import { useUserInfo } from '../../../../stores/user-info';
import { MemberFormPage } from '../MemberFormPage';

const L = 'member-account-change-password';
/** Length and pattern of the fields, from the contract (the server checks the same). */
const LIMITS = inputLimits(accountChangePasswordInput);

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password: the server ends the member's sessions, so the member logs in again. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const required = (field: string) => ({ required: true, message: t('validate.required', { field }) });

  const save = async ({ oldPassword, newPassword }: PasswordValues) => {
    await changePassword(oldPassword, newPassword);
    const store = useUserInfo;
    store.getState().reset();
    store.persist.clearStorage();
    navigate('/user/login', { replace: true });
  };

  return (
    <MemberFormPage<PasswordValues> title={t(`${L}.changePasswordTitle`)} form={form} name="memberChangePassword" labelWidth="130px" onSave={save}>
      <Form.Item label=" ">
        <Alert type="info" showIcon message={t(`${L}.changePasswordTip`)} />
      </Form.Item>
      <Form.Item
        name="oldPassword"
        label={t(`${L}.oldPassword`)}
        rules={[required(t(`${L}.oldPassword`)), ...contractRules(LIMITS.oldPassword, t, t(`${L}.oldPassword`), t('validate.passwordRule'), 'password')]}
      >
        <Input.Password autoComplete="current-password" {...limitProps('password', LIMITS.oldPassword)} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t(`${L}.newPassword`)}
        rules={[required(t(`${L}.newPassword`)), ...contractRules(LIMITS.newPassword, t, t(`${L}.newPassword`), t('validate.passwordRule'), 'password')]}
      >
        <Input.Password autoComplete="new-password" {...limitProps('password', LIMITS.newPassword)} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t(`${L}.confirmPassword`)}
        dependencies={['newPassword']}
        rules={[
          required(t(`${L}.confirmPassword`)),
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t(`${L}.passwordMismatch`))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </MemberFormPage>
  );
}
