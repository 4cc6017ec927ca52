import { ADMIN_USERNAME_LENGTH as USERNAME } from '@app/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminLogin, getAdminLoginConfig } from '../../../api/admin';
import { isChallenge } from '../../../api/two-factor';
import { LoginShell } from '../../../components/login-shell/LoginShell';
import { LoginForm, type LoginSubmission } from '../../../components/login-shell/LoginForm';
import { SecondFactorForm } from '../../../components/login-shell/SecondFactorForm';
import { useAdminInfo, type AdminInfo } from '../../../stores/admin-info';

export default function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the server's default is on; the GET below says otherwise when it is off
  const [captcha, setCaptcha] = useState(true);
  /** The challenge of an admin with a second factor, between the password and the code. */
  const [challenge, setChallenge] = useState<string | null>(null);

  useEffect(() => {
    // a valid session is answered with 303 "logged in", which the request layer follows to /admin
    getAdminLoginConfig().then(
      (data) => {
        setCaptcha(data.captcha);
      },
      () => {},
    );
  }, []);

  const signedIn = (userInfo: Partial<AdminInfo>) => {
    useAdminInfo.getState().dataFill(userInfo);
    // an admin whom the policy holds at enrolment is sent there by the first request's answer
    navigate('/admin');
  };

  const login = async (values: LoginSubmission) => {
    const data = await adminLogin(values);
    if (isChallenge(data)) setChallenge(data.twoFactor.challenge);
    else signedIn(data.userInfo);
  };

  return (
    <LoginShell heading={challenge ? t('twoFactor.title') : t('admin-login.heading')} subheading={challenge ? '' : t('admin-login.subheading')} homeLabel={t('admin-login.backHome')}>
      {challenge ? (
        <SecondFactorForm challenge={challenge} onDone={(done) => signedIn(done.userInfo)} onBack={() => setChallenge(null)} />
      ) : (
        <LoginForm
          name="adminLogin"
          captcha={captcha}
          onSubmit={login}
          accountRules={[(value) => (value.length >= USERNAME.min && value.length <= USERNAME.max ? undefined : t('validate.lengthBetween', { min: USERNAME.min, max: USERNAME.max }))]}
          labels={{
            account: t('admin-login.username'),
            password: t('admin-login.password'),
            keep: t('admin-login.keep'),
            submit: t('admin-login.submit'),
          }}
        />
      )}
    </LoginShell>
  );
}
