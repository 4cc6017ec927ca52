/** The member's profile, and the dialog binding an e-mail or mobile number (account/profile). */
const memberAccountProfile = {
  username: '用户名',
  nickname: '昵称',
  email: '邮箱',
  mobile: '手机号',
  gender: '性别',
  birthday: '生日',
  motto: '签名',
  avatar: '头像',
  notBound: '未绑定',
  profileTitle: '个人资料',
  nicknameRule: '昵称只能包含汉字、字母、数字、下划线和短横线',
  bindEmail: '绑定邮箱',
  changeEmail: '修改邮箱',
  bindMobile: '绑定手机号',
  changeMobile: '修改手机号',
  verifyTip: '验证码将发送到当前绑定的 {{address}}',
  newEmail: '新邮箱',
  newMobile: '新手机号',
  accountPassword: '账户密码',
  passwordTip: '尚未绑定，请输入登录密码确认身份',
  next: '下一步',
  cancel: '取消',
  confirm: '确定',
};

export default memberAccountProfile;
export type MemberAccountProfilePack = typeof memberAccountProfile;
