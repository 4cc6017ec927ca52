import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UserOutlined } from '../icon/light-icons';
import { useTranslation } from 'react-i18next';
import { preloadClickCaptcha, useClickCaptcha, type CaptchaAnswer } from '../click-captcha/use-click-captcha';
import { PASSWORD_PATTERN } from '../../utils/validate';

export interface LoginValues {
  username: string;
  password: string;
  keep: boolean;
}

export type LoginSubmission = LoginValues & Partial<CaptchaAnswer>;

/** Returns an error message, or undefined when the value passes. */
export type FieldRule = (value: string) => string | undefined;

interface LoginFormProps {
  /** Form id and name, also the prefix of the field ids. */
  name: string;
  labels: { account: string; password: string; keep: string; submit: string };
  accountRules: FieldRule[];
  /** Ask for the click captcha before submitting. */
  captcha: boolean;
  /** Rejections are expected to have been shown already (the request layer does). */
  onSubmit(values: LoginSubmission): Promise<void>;
}

type Field = 'username' | 'password';

/**
 * Account + password + keep-me-logged-in, with the click captcha in between when it is on.
 * Native controls styled like antd's: antd's Form, Input and Button would add a third to the
 * login page's JavaScript. Validated on blur and on submit; each error is tied to its field.
 */
export function LoginForm({ name, labels, accountRules, captcha, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', keep: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const clickCaptcha = useClickCaptcha();

  const rules: Record<Field, FieldRule[]> = {
    username: [(value) => (value ? undefined : t('validate.required', { field: labels.account })), ...accountRules],
    password: [
      (value) => (value ? undefined : t('validate.required', { field: labels.password })),
      (value) => (PASSWORD_PATTERN.test(value) ? undefined : t('validate.passwordRule')),
    ],
  };
  const check = (field: Field, value = values[field]) => rules[field].map((rule) => rule(value)).find(Boolean);
  const id = (field: string) => `${name}_${field}`;

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(field, value) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { username: check('username'), password: check('password') };
    setErrors(found);
    const invalid = (Object.keys(found) as Field[]).find((field) => found[field]);
    if (invalid) {
      document.getElementById(id(invalid))?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const answer = captcha ? await clickCaptcha.verify() : {};
      if (answer) await onSubmit({ ...values, ...answer });
    } catch {
      // the request layer has shown the message
    } finally {
      setSubmitting(false);
    }
  };

  const field = (key: Field, label: string, icon: ReactNode, input: ReactNode, suffix?: ReactNode) => (
    <div className="login-field">
      <label className="login-field-label" htmlFor={id(key)}>
        {label}
      </label>
      <div className={`login-input${errors[key] ? ' is-invalid' : ''}`}>
        <span className="login-input-icon" aria-hidden="true">
          {icon}
        </span>
        {input}
        {suffix}
      </div>
      <div className="login-field-error" id={id(`${key}_error`)} role="alert">
        {errors[key]}
      </div>
    </div>
  );

  const inputProps = (key: Field) => ({
    id: id(key),
    name: key,
    value: values[key],
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? id(`${key}_error`) : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(key, event.target.value),
    onBlur: () => setErrors((current) => ({ ...current, [key]: check(key) })),
  });

  return (
    // the captcha dialog's code is fetched once the user starts typing, not with the page
    <form id={name} name={name} className="login-form" noValidate onSubmit={submit} onInput={captcha ? preloadClickCaptcha : undefined}>
      {field('username', labels.account, <UserOutlined />, <input {...inputProps('username')} autoComplete="username" autoFocus />)}
      {field(
        'password',
        labels.password,
        <LockOutlined />,
        <input {...inputProps('password')} type={showPassword ? 'text' : 'password'} autoComplete="current-password" />,
        <button
          type="button"
          className="login-input-toggle"
          aria-label={t('form.showPassword')}
          aria-pressed={showPassword}
          onClick={() => setShowPassword((shown) => !shown)}
        >
          {showPassword ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>,
      )}
      <label className="login-keep">
        <input
          type="checkbox"
          id={id('keep')}
          name="keep"
          checked={values.keep}
          onChange={(event) => setValues((current) => ({ ...current, keep: event.target.checked }))}
        />
        <span>{labels.keep}</span>
      </label>
      <button type="submit" className="app-button is-primary is-large is-block" disabled={submitting} aria-busy={submitting}>
        {submitting && <span className="app-button-spinner" aria-hidden="true" />}
        {labels.submit}
      </button>
      {clickCaptcha.dialog}
    </form>
  );
}
