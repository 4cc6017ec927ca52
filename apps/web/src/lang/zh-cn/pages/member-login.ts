const userLogin = {
  heading: '会员登录',
  subheading: '登录会员中心',
  registerHeading: '会员注册',
  registerSubheading: '注册一个会员账户',
  tabs: '登录或注册',
  loginTab: '登录',
  registerTab: '注册',
  account: '用户名/邮箱/手机号',
  username: '用户名',
  password: '密码',
  keep: '保持会话',
  submit: '登录',
  register: '注册',
  inviteCode: '邀请码（选填）',
  inviteCodeRule: '邀请码只能包含字母和数字，最多 32 位',
  registerUnavailable: '本站注册需要填写验证码，但尚未配置发送验证码的邮件或短信服务，暂不开放注册。',
  forgotPassword: '忘记密码？',
  retrieveTitle: '找回密码',
  retrieveBy: '找回方式',
  retrieveSubmit: '重置密码',
  newPassword: '新密码',
  cancel: '取消',
  backHome: '返回首页',
};

export default userLogin;
export type MemberLoginPack = typeof userLogin;
