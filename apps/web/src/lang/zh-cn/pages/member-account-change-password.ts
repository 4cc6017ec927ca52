/** Changing the member's password (account/changePassword). */
const memberAccountChangePassword = {
  changePasswordTitle: '修改密码',
  oldPassword: '原密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  passwordMismatch: '两次输入的密码不一致',
  changePasswordTip: '修改成功后需要重新登录。',
};

export default memberAccountChangePassword;
export type MemberAccountChangePasswordPack = typeof memberAccountChangePassword;
