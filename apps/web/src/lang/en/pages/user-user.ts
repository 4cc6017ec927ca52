import type { UserUserPack } from '../../zh-cn/pages/user-user';

const userUser: UserUserPack = {
  id: 'ID',
  group_id: 'Member group',
  group: { name: 'Group' },
  username: 'Username',
  nickname: 'Nickname',
  email: 'Email',
  mobile: 'Mobile',
  avatar: 'Avatar',
  gender: 'Gender',
  birthday: 'Birthday',
  money: 'Balance',
  score: 'Score',
  password: 'Password',
  motto: 'Motto',
  status: 'Status',
  last_login_time: 'Last login',
  join_time: 'Joined',
  operate: 'Operate',
  genderOptions: { 0: 'Unknown', 1: 'Male', 2: 'Female' },
  statusOptions: { enable: 'Enabled', disable: 'Disabled' },
  adjust: { money: 'Adjust balance', score: 'Adjust score' },
  passwordKeep: 'Leave blank to keep the password',
};

export default userUser;
