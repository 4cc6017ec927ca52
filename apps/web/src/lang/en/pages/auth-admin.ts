import type { AuthAdminPack } from '../../zh-cn/pages/auth-admin';

const authAdmin: AuthAdminPack = {
  id: 'ID',
  username: 'Username',
  nickname: 'Nickname',
  group_arr: 'Groups',
  group_name_arr: 'Groups',
  avatar: 'Avatar',
  email: 'Email',
  mobile: 'Mobile',
  password: 'Password',
  motto: 'Signature',
  status: 'Status',
  last_login_time: 'Last login time',
  last_login_ip: 'Last login IP',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  enable: 'Enabled',
  disable: 'Disabled',
  passwordKeep: 'Leave blank to keep the current password',
};

export default authAdmin;
