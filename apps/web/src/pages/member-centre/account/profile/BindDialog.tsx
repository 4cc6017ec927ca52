import { useState } from 'react';
import { Alert, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountChangeBindInput, accountVerificationInput, inputLimits } from '@app/contract';
import { changeBind, verifyAccount, type VerificationType } from '../../../../api/account';
import { contractRules, limitProps } from '../../../../components/form-item/limits';
import { SendCodeButton } from '../../../../components/send-code/SendCodeButton';
import { useUserInfo } from '../../../../stores/user-info';
import { validated } from '../../../../components/form-item';

const L = 'member-account-profile';
/** Length and pattern of the fields, from the contract (the server checks the same): the new address, its code, the password. */
const BIND = inputLimits(accountChangeBindInput);
const VERIFY = inputLimits(accountVerificationInput);

interface BindDialogProps {
  type: VerificationType;
  onClose(): void;
}

interface VerifyValues {
  password: string;
  captcha: string;
}

interface BindValues {
  address: string;
  captcha: string;
  password?: string;
}

/**
 * Bind or change the e-mail or mobile number (reference 15). With an address bound, step one
 * proves it with a code sent to it (which also asks the password) and yields a 10-minute token;
 * with none bound, the password stands in for that step. Step two: the new address and its code.
 */
export default function BindDialog({ type, onClose }: BindDialogProps) {
  const { t } = useTranslation();
  const current = useUserInfo((s) => s[type]);
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [verifyForm] = Form.useForm<VerifyValues>();
  const [bindForm] = Form.useForm<BindValues>();
  const step: 'verify' | 'bind' = current && !token ? 'verify' : 'bind';
  const label = t(`${L}.${type}`);
  const title = t(`${L}.${current ? 'change' : 'bind'}${type === 'email' ? 'Email' : 'Mobile'}`);
  const required = (field: string) => ({ required: true, message: t('validate.required', { field }) });

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // the request layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  const verify = (values: VerifyValues) =>
    run(async () => {
      const { accountVerificationToken } = await verifyAccount(type, values.captcha.trim());
      setToken(accountVerificationToken);
    });

  const bind = (values: BindValues) =>
    run(async () => {
      const address = values.address.trim();
      await changeBind({
        type,
        captcha: values.captcha.trim(),
        [type]: address,
        ...(current ? { accountVerificationToken: token } : { password: values.password ?? '' }),
      });
      useUserInfo.getState().dataFill({ [type]: address });
      onClose();
    });

  /** The verify step's code also asks for the password: check it is typed first. */
  const verifyTarget = async () => {
    return (await validated(verifyForm, ['password'])) ? current : null;
  };
  const bindTarget = async () => {
    const values = await validated(bindForm, ['address']);
    return values ? values.address.trim() : null;
  };

  const codeField = (target: () => Promise<string | null>, event: 'verify' | 'change', password?: () => string | undefined) => {
    const limits = event === 'verify' ? VERIFY.captcha : BIND.captcha;
    return (
      <Form.Item label={t('verify-code.code')} required>
        <Space.Compact block>
          <Form.Item name="captcha" noStyle rules={[required(t('verify-code.code')), ...contractRules(limits, t, t('verify-code.code'))]}>
            <Input autoComplete="one-time-code" aria-label={t('verify-code.code')} {...limitProps('string', limits)} />
          </Form.Item>
          <SendCodeButton type={type} event={event === 'verify' ? `user_${type}_verify` : `user_change_${type}`} target={target} password={password} />
        </Space.Compact>
      </Form.Item>
    );
  };
  const passwordRules = [required(t(`${L}.accountPassword`)), ...contractRules(BIND.password, t, t(`${L}.accountPassword`), t('validate.passwordRule'), 'password')];

  return (
    <Modal
      open
      title={title}
      okText={step === 'verify' ? t(`${L}.next`) : t(`${L}.confirm`)}
      cancelText={t(`${L}.cancel`)}
      onOk={() => (step === 'verify' ? verifyForm : bindForm).submit()}
      onCancel={onClose}
      okButtonProps={{ loading: busy }}
      destroyOnHidden
    >
      {step === 'verify' ? (
        <Form<VerifyValues> key="verify" form={verifyForm} name={`verify_${type}`} layout="vertical" onFinish={(v) => void verify(v)}>
          <Alert type="info" showIcon className="member-dialog-tip" message={t(`${L}.verifyTip`, { address: `${label} ${current}` })} />
          <Form.Item name="password" label={t(`${L}.accountPassword`)} rules={passwordRules}>
            <Input.Password autoComplete="current-password" {...limitProps('password', BIND.password)} />
          </Form.Item>
          {codeField(verifyTarget, 'verify', () => verifyForm.getFieldValue('password'))}
        </Form>
      ) : (
        <Form<BindValues> key="bind" form={bindForm} name={`bind_${type}`} layout="vertical" onFinish={(v) => void bind(v)}>
          {!current && (
            <>
              <Alert type="info" showIcon className="member-dialog-tip" message={t(`${L}.passwordTip`)} />
              <Form.Item name="password" label={t(`${L}.accountPassword`)} rules={passwordRules}>
                <Input.Password autoComplete="current-password" {...limitProps('password', BIND.password)} />
              </Form.Item>
            </>
          )}
          <Form.Item
            name="address"
            label={t(`${L}.${type === 'email' ? 'newEmail' : 'newMobile'}`)}
            rules={[required(label), ...contractRules(BIND[type], t, label, t(`verify-code.${type}Rule`))]}
          >
            <Input type={type === 'email' ? 'email' : 'tel'} autoComplete={type === 'email' ? 'email' : 'tel'} {...limitProps('string', BIND[type])} />
          </Form.Item>
          {codeField(bindTarget, 'change')}
        </Form>
      )}
    </Modal>
  );
}
