import type { UserLoginPack } from '../../zh-cn/pages/user-login';

const userLogin: UserLoginPack = {
  heading: 'Member login',
  subheading: 'Sign in to the member center',
  account: 'Username, email or mobile',
  password: 'Password',
  keep: 'Keep me logged in',
  submit: 'Log in',
  backHome: 'Back to home',
};

export default userLogin;
