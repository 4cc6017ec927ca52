import { useState, type FormEvent } from 'react';
import { SafetyOutlined } from '../icon/light-icons';
import { useTranslation } from 'react-i18next';
import type { AdminLoginDone } from '@app/contract';
import { loginTwoFactor } from '../../api/admin';

interface SecondFactorFormProps {
  /** The challenge the password step answered. */
  challenge: string;
  onDone(done: AdminLoginDone): void;
  /** Back to the password step (the challenge expired, or another account). */
  onBack(): void;
}

const CODE = /^\d{6}$/;
const RECOVERY = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/**
 * The login's second step: a code of the authenticator app, or one of the recovery codes. Native
 * controls styled like the password step's (LoginForm), so the login page stays light.
 */
export function SecondFactorForm({ challenge, onDone, onBack }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const check = (value: string) => {
    const v = value.trim();
    if (recovery) return RECOVERY.test(v) ? undefined : t('twoFactor.recoveryRule');
    return CODE.test(v) ? undefined : t('twoFactor.codeRule');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(code);
    setError(found);
    if (found) return;
    setSubmitting(true);
    try {
      onDone(await loginTwoFactor(challenge, code.trim()));
    } catch {
      // the request layer has shown the message
      setCode('');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form id="adminLoginTwoFactor" className="login-form" noValidate onSubmit={submit}>
      <p className="login-step-help">{t(recovery ? 'twoFactor.recoveryHelp' : 'twoFactor.loginHelp')}</p>
      <div className="login-field">
        <label className="login-field-label" htmlFor="adminLoginTwoFactor_code">
          {t(recovery ? 'twoFactor.recoveryCode' : 'twoFactor.code')}
        </label>
        <div className={`login-input${error ? ' is-invalid' : ''}`}>
          <span className="login-input-icon" aria-hidden="true">
            <SafetyOutlined />
          </span>
          <input
            id="adminLoginTwoFactor_code"
            name="code"
            value={code}
            autoFocus
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 20 : 6}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'adminLoginTwoFactor_code_error' : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              if (error) setError(check(e.target.value));
            }}
          />
        </div>
        <div className="login-field-error" id="adminLoginTwoFactor_code_error" role="alert">
          {error}
        </div>
      </div>
      <button type="submit" className="app-button is-primary is-large is-block" disabled={submitting} aria-busy={submitting}>
        {submitting && <span className="app-button-spinner" aria-hidden="true" />}
        {t('twoFactor.verify')}
      </button>
      <div className="login-step-links">
        <button
          type="button"
          className="login-link"
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
            setError(undefined);
          }}
        >
          {t(recovery ? 'twoFactor.useApp' : 'twoFactor.useRecovery')}
        </button>
        <button type="button" className="login-link" onClick={onBack}>
          {t('twoFactor.back')}
        </button>
      </div>
    </form>
  );
}
