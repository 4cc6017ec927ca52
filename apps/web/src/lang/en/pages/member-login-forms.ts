import type { MemberLoginFormsPack } from '../../zh-cn/pages/member-login-forms';

const memberLoginForms: MemberLoginFormsPack = {
  username: 'Username',
  register: 'Register',
  inviteCode: 'Invite code (optional)',
  inviteCodeRule: 'The invite code has letters and digits only, at most 32',
  registerUnavailable: 'Registration is closed: it needs a code by e-mail or SMS, and the site has not set up sending it yet.',
  retrieveTitle: 'Retrieve password',
  retrieveBy: 'Retrieve by',
  retrieveSubmit: 'Reset password',
  newPassword: 'New password',
  cancel: 'Cancel',
};

export default memberLoginForms;
