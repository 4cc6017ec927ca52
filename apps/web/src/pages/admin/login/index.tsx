import { adminLoginInput, limitsOf } from '@app/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminLogin, getAdminLoginConfig } from '../../../api/admin';
import { LoginShell } from '../../../components/login-shell/LoginShell';
import { LoginForm, type LoginSubmission } from '../../../components/login-shell/LoginForm';
import { useAdminInfo } from '../../../stores/admin-info';

/** The username's length, from the contract's login input. */
const USERNAME = limitsOf(adminLoginInput.shape.username);

export default function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the server's default is on; the GET below says otherwise when it is off
  const [captcha, setCaptcha] = useState(true);

  useEffect(() => {
    // a valid session is answered with 303 "logged in", which the request layer follows to /admin
    getAdminLoginConfig().then(
      ({ data }) => {
        setCaptcha(Boolean(data.captcha));
      },
      () => {},
    );
  }, []);

  const login = async (values: LoginSubmission) => {
    const { data } = await adminLogin(values);
    useAdminInfo.getState().dataFill(data.userInfo);
    navigate('/admin');
  };

  return (
    <LoginShell heading={t('admin-login.heading')} subheading={t('admin-login.subheading')} homeLabel={t('admin-login.backHome')}>
      <LoginForm
        name="adminLogin"
        captcha={captcha}
        onSubmit={login}
        accountRules={[(value) => (value.length >= USERNAME.minLength! && value.length <= USERNAME.maxLength! ? undefined : t('validate.lengthBetween', { min: USERNAME.minLength, max: USERNAME.maxLength }))]}
        labels={{
          account: t('admin-login.username'),
          password: t('admin-login.password'),
          keep: t('admin-login.keep'),
          submit: t('admin-login.submit'),
        }}
      />
    </LoginShell>
  );
}
