/** The register form's and the retrieve-password dialog's texts: they load with them, not with the login tab. */
const memberLoginForms = {
  username: '用户名',
  register: '注册',
  inviteCode: '邀请码（选填）',
  inviteCodeRule: '邀请码只能包含字母和数字，最多 32 位',
  registerUnavailable: '本站注册需要填写验证码，但尚未配置发送验证码的邮件或短信服务，暂不开放注册。',
  retrieveTitle: '找回密码',
  retrieveBy: '找回方式',
  retrieveSubmit: '重置密码',
  newPassword: '新密码',
  cancel: '取消',
};

export default memberLoginForms;
export type MemberLoginFormsPack = typeof memberLoginForms;
