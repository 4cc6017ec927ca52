import type { MemberLoginPack } from '../../zh-cn/pages/member-login';

const userLogin: MemberLoginPack = {
  heading: 'Member login',
  subheading: 'Sign in to the member center',
  registerHeading: 'Member registration',
  registerSubheading: 'Create a member account',
  tabs: 'Log in or register',
  loginTab: 'Log in',
  registerTab: 'Register',
  account: 'Username, email or mobile',
  username: 'Username',
  password: 'Password',
  keep: 'Keep me logged in',
  submit: 'Log in',
  register: 'Register',
  inviteCode: 'Invite code (optional)',
  inviteCodeRule: 'The invite code has letters and digits only, at most 32',
  registerUnavailable: 'Registration is closed: it needs a code by e-mail or SMS, and the site has not set up sending it yet.',
  forgotPassword: 'Forgot password?',
  retrieveTitle: 'Retrieve password',
  retrieveBy: 'Retrieve by',
  retrieveSubmit: 'Reset password',
  newPassword: 'New password',
  cancel: 'Cancel',
  backHome: 'Back to home',
};

export default userLogin;
