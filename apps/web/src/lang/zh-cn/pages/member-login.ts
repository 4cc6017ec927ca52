const userLogin = {
  loginHeading: '会员登录',
  loginSubheading: '登录会员中心',
  registerHeading: '会员注册',
  registerSubheading: '注册一个会员账户',
  tabs: '登录或注册',
  loginTab: '登录',
  registerTab: '注册',
  account: '用户名/邮箱/手机号',
  password: '密码',
  keep: '保持会话',
  submit: '登录',
  forgotPassword: '忘记密码？',
  backHome: '返回首页',
};

export default userLogin;
export type MemberLoginPack = typeof userLogin;
