import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginShell } from '../../../components/login-shell/LoginShell';
import { TwoFactorCard } from '../../../components/two-factor/TwoFactorCard';
import { logoutAdmin } from '../../../app/session';

/**
 * Where an admin whom the config centre's policy requires a second factor of, and who has none,
 * is sent after signing in (the server's 302 "two-factor required"): enrolment or sign-out,
 * nothing else, until it is on.
 */
export default function TwoFactorSetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <LoginShell heading={t('twoFactor.forcedTitle')} subheading={t('twoFactor.forcedHelp')} homeLabel={t('route.home')}>
      <TwoFactorCard bare onEnabled={() => navigate('/admin')} />
      <div className="login-step-links">
        <button type="button" className="login-link" onClick={() => void logoutAdmin().catch(() => undefined)}>
          {t('twoFactor.logout')}
        </button>
      </div>
    </LoginShell>
  );
}
