import type { RoutineAdminInfoPack } from '../../zh-cn/pages/routine-admin-info';

const routineAdminInfo: RoutineAdminInfoPack = {
  username: 'Username',
  nickname: 'Nickname',
  avatar: 'Avatar',
  email: 'Email',
  mobile: 'Mobile',
  motto: 'Signature',
  password: 'New password',
  passwordKeep: 'Leave blank to keep the current password',
  old_password: 'Current password',
  oldPasswordHelp: 'Required to change the password',
  last_login_time: 'Last login',
  neverLoggedIn: 'Never',
  personalInfo: 'Personal information',
  saveChanges: 'Save changes',
  saveAvatar: 'Save avatar',
  operationLog: 'My operation log',
  noMotto: 'No signature yet',
  title: 'Title',
  url: 'URL',
  ip: 'IP',
  create_time: 'Time',
};

export default routineAdminInfo;
