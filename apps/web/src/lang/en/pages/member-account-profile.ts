import type { MemberAccountProfilePack } from '../../zh-cn/pages/member-account-profile';

const memberAccountProfile: MemberAccountProfilePack = {
  username: 'Username',
  nickname: 'Nickname',
  email: 'E-mail',
  mobile: 'Mobile number',
  gender: 'Gender',
  birthday: 'Birthday',
  motto: 'Motto',
  avatar: 'Avatar',
  notBound: 'Not bound',
  profileTitle: 'Profile',
  nicknameRule: 'A nickname has only Chinese characters, letters, digits, _ and -',
  bindEmail: 'Bind e-mail',
  changeEmail: 'Change e-mail',
  bindMobile: 'Bind mobile number',
  changeMobile: 'Change mobile number',
  verifyTip: 'The code goes to the currently bound {{address}}',
  newEmail: 'New e-mail',
  newMobile: 'New mobile number',
  accountPassword: 'Account password',
  passwordTip: 'Nothing is bound yet: enter your login password to confirm it is you',
  next: 'Next',
  cancel: 'Cancel',
  confirm: 'OK',
};

export default memberAccountProfile;
