const userLogin = {
  heading: '会员登录',
  subheading: '登录会员中心',
  account: '用户名/邮箱/手机号',
  password: '密码',
  keep: '保持会话',
  submit: '登录',
  backHome: '返回首页',
};

export default userLogin;
export type UserLoginPack = typeof userLogin;
