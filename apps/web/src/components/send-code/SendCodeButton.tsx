import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCode, type CodeEvent, type VerificationType } from '../../api/account';
import { useClickCaptcha } from '../click-captcha/use-click-captcha';

/** The server throttles codes to one a minute per address and event (reference 15.1). */
export const RESEND_SECONDS = 60;

interface SendCodeButtonProps {
  type: VerificationType;
  event: CodeEvent;
  /** The address to send to, or null when its field is invalid (the form shows why). */
  target(): string | null | Promise<string | null>;
  /** Sent along when the event proves the member's current address. */
  password?(): string | undefined;
  id?: string;
  className?: string;
}

/**
 * "Send code": the click captcha first, then the e-mail or SMS, then a 60-second countdown on the
 * button. A native button so that it costs the login page no antd script; the captcha dialog
 * loads on first use.
 */
export function SendCodeButton({ type, event, target, password, id, className }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const clickCaptcha = useClickCaptcha();
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const to = await target();
    if (!to) return;
    setSending(true);
    try {
      const answer = await clickCaptcha.verify();
      if (!answer) return;
      await sendCode({ type, to, event, ...answer, password: password?.() });
      setLeft(RESEND_SECONDS);
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSending(false);
    }
  };

  const waiting = left > 0;
  return (
    <>
      <button
        type="button"
        id={id}
        className={`app-button send-code-button${className ? ` ${className}` : ''}`}
        disabled={sending || waiting}
        aria-busy={sending}
        onClick={() => void send()}
        data-testid="send-code"
      >
        {sending ? t('verify-code.sending') : waiting ? t('verify-code.resendIn', { seconds: left }) : t('verify-code.send')}
      </button>
      {clickCaptcha.dialog}
    </>
  );
}
