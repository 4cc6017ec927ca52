import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getCheckInConfig, userLogin } from '../../../api/user';
import { LoginShell } from '../../../components/login-shell/LoginShell';
import { LoginForm, type LoginSubmission } from '../../../components/login-shell/LoginForm';
import { useUserInfo } from '../../../stores/user-info';

export default function UserLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState(true);

  useEffect(() => {
    getCheckInConfig().then(
      ({ data }) => {
        setCaptcha(Boolean(data.userLoginCaptchaSwitch));
      },
      () => {},
    );
  }, []);

  const login = async (values: LoginSubmission) => {
    const { data } = await userLogin({ tab: 'login', ...values });
    useUserInfo.getState().dataFill(data.userInfo);
    navigate(data.routePath || '/user');
  };

  return (
    <LoginShell heading={t('user-login.heading')} subheading={t('user-login.subheading')} homeLabel={t('user-login.backHome')}>
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
    </LoginShell>
  );
}
