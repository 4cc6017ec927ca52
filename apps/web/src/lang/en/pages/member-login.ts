import type { MemberLoginPack } from '../../zh-cn/pages/member-login';

const userLogin: MemberLoginPack = {
  loginHeading: 'Member login',
  loginSubheading: 'Sign in to the member center',
  registerHeading: 'Member registration',
  registerSubheading: 'Create a member account',
  tabs: 'Log in or register',
  loginTab: 'Log in',
  registerTab: 'Register',
  account: 'Username, email or mobile',
  password: 'Password',
  keep: 'Keep me logged in',
  submit: 'Log in',
  forgotPassword: 'Forgot password?',
  backHome: 'Back to home',
};

export default userLogin;
