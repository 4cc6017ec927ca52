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
  importHint: 'Members are matched by username or mobile: an existing member is skipped and never credited twice, so importing the same file again creates nobody. Balance and score are written as opening balances to the balance and score logs. The upline is a username or mobile, of a member or of any row of the file; a row whose upline is neither is refused. No password is imported: members set one through password recovery.',
};

export default userUser;
