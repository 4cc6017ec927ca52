import type { MemberHomePack } from '../../zh-cn/pages/member-home';

const memberHome: MemberHomePack = {
  welcome: 'Welcome back, {{nickname}}',
  intro: 'Account features are coming soon.',
  username: 'Username',
  email: 'Email',
  mobile: 'Mobile',
  money: 'Balance',
  score: 'Points',
  lastLogin: 'Last login',
  logout: 'Log out',
};

export default memberHome;
