const adminLogin = {
  heading: '后台登录',
  subheading: '欢迎回来，请登录您的管理员账户',
  username: '用户名',
  password: '密码',
  keep: '保持会话',
  submit: '登录',
  backHome: '返回首页',
};

export default adminLogin;
export type AdminLoginPack = typeof adminLogin;
