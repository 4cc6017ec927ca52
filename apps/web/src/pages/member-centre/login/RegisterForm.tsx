import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { inputLimits, memberRegisterInput, type RegisterVerification } from '@app/contract';
import { LockOutlined, MailOutlined, MobileOutlined, SafetyOutlined, UserOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { userRegister, type VerificationType } from '../../../api/account';
import { limitProps, textProblem } from '../../../components/form-item/limits';
import { SendCodeButton } from '../../../components/send-code/SendCodeButton';
import { preloadClickCaptcha, useClickCaptcha } from '../../../components/click-captcha/use-click-captcha';
import { useUserInfo } from '../../../stores/user-info';

interface RegisterValues {
  username: string;
  password: string;
  email: string;
  mobile: string;
  captcha: string;
  inviteCode: string;
}
type Field = keyof RegisterValues;

interface RegisterFormProps {
  /** What the site asks besides username and password (GET checkIn `registerVerification`). */
  verification: RegisterVerification;
  /** The verification types the server can send codes for (GET checkIn). */
  types: VerificationType[];
  /** The click captcha is on (`userLoginCaptchaSwitch`): asked before a registration without a code. */
  captcha: boolean;
}

/** Length and pattern of the fields, from the contract (the server checks the same). */
const LIMITS = inputLimits(memberRegisterInput);

const FORM = 'userRegister';
const fieldId = (field: string) => `${FORM}_${field}`;

/**
 * Username, password, the e-mail or mobile with its code when the site requires one (else the
 * click captcha when it is on), optional invite code (that of the link, `?invite=`). Native
 * controls in the login form's look, like the login tab. A registered member goes where the
 * server says.
 */
export function RegisterForm({ verification, types, captcha }: RegisterFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inviteCode = useSearchParams()[0].get('invite') ?? '';
  const clickCaptcha = useClickCaptcha();
  const registerType: VerificationType | null = verification === 'none' ? null : verification;
  const [values, setValues] = useState<RegisterValues>({ username: '', password: '', email: '', mobile: '', captcha: '', inviteCode });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const required = (label: string) => (value: string) => (value.trim() ? undefined : t('validate.required', { field: label }));
  /** The contract's limits of a field (checked on the trimmed value where the server trims). */
  const limited = (field: Field, label: string, patternMessage?: string, trim = true) => (value: string) =>
    textProblem(LIMITS[field], trim ? value.trim() : value, t, label, patternMessage);
  const optional = (check: (value: string) => string | undefined) => (value: string) => (value.trim() ? check(value) : undefined);
  const rules: Record<Field, ((value: string) => string | undefined)[]> = {
    username: [required(t('member-login-forms.username')), limited('username', t('member-login-forms.username'), t('validate.accountRule'))],
    password: [required(t('member-login.password')), limited('password', t('member-login.password'), t('validate.passwordRule'), false)],
    email: registerType === 'email' ? [required(t('verify-code.email')), limited('email', t('verify-code.email'), t('verify-code.emailRule'))] : [],
    mobile: registerType === 'mobile' ? [required(t('verify-code.mobile')), limited('mobile', t('verify-code.mobile'), t('verify-code.mobileRule'))] : [],
    captcha: registerType ? [required(t('verify-code.code')), limited('captcha', t('verify-code.code'))] : [],
    inviteCode: [optional(limited('inviteCode', t('member-login-forms.inviteCode'), t('member-login-forms.inviteCodeRule')))],
  };
  const check = (field: Field, value = values[field]) => rules[field].map((rule) => rule(value)).find(Boolean);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(field, value) }));
  };

  /** The address the code goes to, once it is valid. */
  const codeTarget = () => {
    if (!registerType) return null;
    const error = check(registerType);
    setErrors((current) => ({ ...current, [registerType]: error }));
    if (error) {
      document.getElementById(fieldId(registerType))?.focus();
      return null;
    }
    return values[registerType].trim();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields: Field[] = registerType ? ['username', 'password', registerType, 'captcha', 'inviteCode'] : ['username', 'password', 'inviteCode'];
    const found = Object.fromEntries(fields.map((field) => [field, check(field)]));
    setErrors(found);
    const invalid = fields.find((field) => found[field]);
    if (invalid) {
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    // Without a code the click captcha stands in for it (when the site has it on).
    const answer = !registerType && captcha ? await clickCaptcha.verify() : {};
    if (!answer) return;
    setSubmitting(true);
    try {
      const data = await userRegister({
        tab: 'register',
        username: values.username.trim(),
        password: values.password,
        ...(registerType
          ? {
              registerType,
              email: registerType === 'email' ? values.email.trim() : '',
              mobile: registerType === 'mobile' ? values.mobile.trim() : '',
              captcha: values.captcha.trim(),
            }
          : answer),
        ...(values.inviteCode.trim() ? { inviteCode: values.inviteCode.trim() } : {}),
      });
      useUserInfo.getState().dataFill(data.userInfo);
      navigate(data.routePath || '/user');
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSubmitting(false);
    }
  };

  const inputProps = (key: Field) => ({
    ...(limitProps('string', LIMITS[key]) as { maxLength?: number }),
    id: fieldId(key),
    name: key,
    value: values[key],
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? fieldId(`${key}_error`) : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(key, event.target.value),
    onBlur: () => setErrors((current) => ({ ...current, [key]: check(key) })),
  });

  const field = (key: Field, label: string, icon: ReactNode, input: ReactNode, after?: ReactNode) => (
    <div className="login-field">
      <label className="login-field-label" htmlFor={fieldId(key)}>
        {label}
      </label>
      <div className="login-field-row">
        <div className={`login-input${errors[key] ? ' is-invalid' : ''}`}>
          <span className="login-input-icon" aria-hidden="true">
            {icon}
          </span>
          {input}
        </div>
        {after}
      </div>
      <div className="login-field-error" id={fieldId(`${key}_error`)} role="alert">
        {errors[key]}
      </div>
    </div>
  );

  if (registerType && !types.includes(registerType)) {
    return (
      <p className="login-notice" role="status">
        {t('member-login-forms.registerUnavailable')}
      </p>
    );
  }

  return (
    <form id={FORM} name={FORM} className="login-form" noValidate onSubmit={submit} onInput={preloadClickCaptcha}>
      {field('username', t('member-login-forms.username'), <UserOutlined />, <input {...inputProps('username')} autoComplete="username" />)}
      {field('password', t('member-login.password'), <LockOutlined />, <input {...inputProps('password')} type="password" autoComplete="new-password" />)}
      {registerType === 'email' && field('email', t('verify-code.email'), <MailOutlined />, <input {...inputProps('email')} type="email" autoComplete="email" />)}
      {registerType === 'mobile' && field('mobile', t('verify-code.mobile'), <MobileOutlined />, <input {...inputProps('mobile')} type="tel" autoComplete="tel" />)}
      {registerType &&
        field(
          'captcha',
          t('verify-code.code'),
          <SafetyOutlined />,
          <input {...inputProps('captcha')} autoComplete="one-time-code" placeholder={t('verify-code.codePlaceholder')} />,
          <SendCodeButton type={registerType} event="user_register" target={codeTarget} className="is-large" />,
        )}
      {field('inviteCode', t('member-login-forms.inviteCode'), <UsergroupAddOutlined />, <input {...inputProps('inviteCode')} autoComplete="off" />)}
      <button type="submit" className="app-button is-primary is-large is-block" disabled={submitting} aria-busy={submitting}>
        {submitting && <span className="app-button-spinner" aria-hidden="true" />}
        {t('member-login-forms.register')}
      </button>
      {clickCaptcha.dialog}
    </form>
  );
}
