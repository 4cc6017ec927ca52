import type { MemberAccountChangePasswordPack } from '../../zh-cn/pages/member-account-change-password';

const memberAccountChangePassword: MemberAccountChangePasswordPack = {
  changePasswordTitle: 'Change password',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordMismatch: 'The two passwords differ',
  changePasswordTip: 'You will log in again after the change.',
};

export default memberAccountChangePassword;
