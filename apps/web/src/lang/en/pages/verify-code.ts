import type { VerifyCodePack } from '../../zh-cn/pages/verify-code';

const verifyCode: VerifyCodePack = {
  send: 'Send code',
  sending: 'Sending...',
  resendIn: 'Resend in {{seconds}} s',
  code: 'Verification code',
  codePlaceholder: 'The code you received',
  email: 'E-mail',
  mobile: 'Mobile number',
  emailRule: 'Please enter a valid e-mail address',
  mobileRule: 'Please enter the correct mobile number',
  emailFirst: 'Please enter a valid e-mail address first',
  mobileFirst: 'Please enter the correct mobile number first',
};

export default verifyCode;
