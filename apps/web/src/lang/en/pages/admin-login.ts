import type { AdminLoginPack } from '../../zh-cn/pages/admin-login';

const adminLogin: AdminLoginPack = {
  heading: 'Administrator login',
  subheading: 'Welcome back, please sign in to your admin account',
  username: 'Username',
  password: 'Password',
  keep: 'Keep me logged in',
  submit: 'Log in',
  backHome: 'Back to home',
};

export default adminLogin;
