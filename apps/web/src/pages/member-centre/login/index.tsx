import { lazy, Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getCheckInConfig, userLogin } from '../../../api/user';
import type { RegisterVerification } from '@app/contract';
import type { VerificationType } from '../../../api/account';
import { LoginShell } from '../../../components/login-shell/LoginShell';
import { LoginForm, type LoginSubmission } from '../../../components/login-shell/LoginForm';
import { useUserInfo } from '../../../stores/user-info';
import { RegisterForm } from './RegisterForm';
import './user-login.css';

/** The dialog (antd Modal and Form) loads when it is first opened. */
const RetrievePasswordDialog = lazy(() => import('./RetrievePasswordDialog'));

type Tab = 'login' | 'register';
const TABS: Tab[] = ['login', 'register'];

/** `/user/login`: login and register tabs (`?type=register` opens the second), and "forgot password". */
export default function UserLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('type') === 'register' ? 'register' : 'login';
  const [captcha, setCaptcha] = useState(true);
  const [types, setTypes] = useState<VerificationType[] | null>(null);
  const [verification, setVerification] = useState<RegisterVerification>('none');
  const [retrieving, setRetrieving] = useState(false);

  useEffect(() => {
    getCheckInConfig().then(
      ({ data }) => {
        setCaptcha(Boolean(data.userLoginCaptchaSwitch));
        setTypes(data.accountVerificationType ?? []);
        setVerification(data.registerVerification ?? 'none');
      },
      () => setTypes([]),
    );
  }, []);

  const selectTab = (next: Tab) => {
    const params = new URLSearchParams(search);
    if (next === 'register') params.set('type', 'register');
    else params.delete('type');
    setSearch(params, { replace: true });
  };

  // arrow keys move between tabs (WAI-ARIA tabs pattern)
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length];
    selectTab(next);
    document.getElementById(`user-login-tab-${next}`)?.focus();
  };

  const login = async (values: LoginSubmission) => {
    const { data } = await userLogin({ tab: 'login', ...values });
    useUserInfo.getState().dataFill(data.userInfo);
    navigate(data.routePath || '/user');
  };

  return (
    <LoginShell
      heading={t(tab === 'login' ? 'user-login.heading' : 'user-login.registerHeading')}
      subheading={t(tab === 'login' ? 'user-login.subheading' : 'user-login.registerSubheading')}
      homeLabel={t('user-login.backHome')}
    >
      <div className="user-login-tabs" role="tablist" aria-label={t('user-login.tabs')} onKeyDown={onTabKey}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`user-login-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`user-login-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="user-login-tab"
            onClick={() => selectTab(name)}
          >
            {t(`user-login.${name}Tab`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`user-login-panel-${tab}`} aria-labelledby={`user-login-tab-${tab}`}>
        {tab === 'login' ? (
          <>
            <LoginForm
              name="userLogin"
              captcha={captcha}
              onSubmit={login}
              accountRules={[]}
              labels={{
                account: t('user-login.account'),
                password: t('user-login.password'),
                keep: t('user-login.keep'),
                submit: t('user-login.submit'),
              }}
            />
            {types && types.length > 0 && (
              <button type="button" className="user-login-link" onClick={() => setRetrieving(true)}>
                {t('user-login.forgotPassword')}
              </button>
            )}
          </>
        ) : types === null ? null : (
          <RegisterForm verification={verification} types={types} captcha={captcha} inviteCode={search.get('invite') ?? ''} onRegistered={(path) => navigate(path)} />
        )}
      </div>
      {retrieving && types && (
        <Suspense fallback={null}>
          <RetrievePasswordDialog types={types} onClose={() => setRetrieving(false)} />
        </Suspense>
      )}
    </LoginShell>
  );
}
