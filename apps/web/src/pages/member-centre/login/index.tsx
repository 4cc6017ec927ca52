import { lazy, Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getCheckInConfig, userLogin } from '../../../api/user';
import type { RegisterVerification } from '@app/contract';
import type { VerificationType } from '../../../api/account';
import { LoginShell } from '../../../components/login-shell/LoginShell';
import { LoginForm, type LoginSubmission } from '../../../components/login-shell/LoginForm';
import { useUserInfo } from '../../../stores/user-info';
import './member-login.css';

/** Loaded when the register tab or the dialog opens. */
const onDemand = () => import('./on-demand');
const RetrievePasswordDialog = lazy(() => onDemand().then((parts) => parts.loadRetrievePasswordDialog()));
const RegisterForm = lazy(() => onDemand().then((parts) => parts.loadRegisterForm()));

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
      (data) => {
        setCaptcha(data.userLoginCaptchaSwitch);
        setTypes(data.accountVerificationType);
        setVerification(data.registerVerification);
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

  // arrow keys move between tabs (WAI-ARIA tabs pattern): with two, either goes to the other
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'login' ? 'register' : 'login';
    selectTab(next);
    document.getElementById(`member-login-tab-${next}`)?.focus();
  };

  const login = async (values: LoginSubmission) => {
    const data = await userLogin({ tab: 'login', ...values });
    useUserInfo.getState().dataFill(data.userInfo);
    navigate(data.routePath || '/user');
  };

  return (
    <LoginShell
      heading={t(`member-login.${tab}Heading`)}
      subheading={t(`member-login.${tab}Subheading`)}
      homeLabel={t('member-login.backHome')}
    >
      <div className="member-login-tabs" role="tablist" aria-label={t('member-login.tabs')} onKeyDown={onTabKey}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`member-login-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`member-login-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="member-login-tab"
            onClick={() => selectTab(name)}
          >
            {t(`member-login.${name}Tab`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`member-login-panel-${tab}`} aria-labelledby={`member-login-tab-${tab}`}>
        {tab === 'login' ? (
          <>
            <LoginForm
              name="userLogin"
              captcha={captcha}
              onSubmit={login}
              accountRules={[]}
              labels={{
                account: t('member-login.account'),
                password: t('member-login.password'),
                keep: t('member-login.keep'),
                submit: t('member-login.submit'),
              }}
            />
            {types && types.length > 0 && (
              <button type="button" className="member-login-link" onClick={() => setRetrieving(true)}>
                {t('member-login.forgotPassword')}
              </button>
            )}
          </>
        ) : types === null ? null : (
          <Suspense fallback={null}>
            <RegisterForm verification={verification} types={types} captcha={captcha} />
          </Suspense>
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
