/** The send-code button and the fields around e-mail and SMS codes (login page and member centre). */
const verifyCode = {
  send: '发送验证码',
  sending: '发送中...',
  resendIn: '{{seconds}} 秒后重发',
  code: '验证码',
  codePlaceholder: '请输入收到的验证码',
  email: '邮箱',
  mobile: '手机号',
  emailRule: '请输入正确的邮箱地址',
  mobileRule: '请输入正确的手机号',
  emailFirst: '请先输入正确的邮箱地址',
  mobileFirst: '请先输入正确的手机号',
};

export default verifyCode;
export type VerifyCodePack = typeof verifyCode;
