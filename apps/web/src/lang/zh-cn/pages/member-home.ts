const memberHome = {
  welcome: '欢迎回来，{{nickname}}',
  intro: '账户功能即将上线，敬请期待。',
  username: '用户名',
  email: '邮箱',
  mobile: '手机号',
  money: '余额',
  score: '积分',
  lastLogin: '最后登录',
  logout: '退出登录',
};

export default memberHome;
export type MemberHomePack = typeof memberHome;
