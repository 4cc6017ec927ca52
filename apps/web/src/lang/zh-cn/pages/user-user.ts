/** Members (user/user): column titles and form labels by field name. */
const userUser = {
  id: 'ID',
  group_id: '会员分组',
  group: { name: '分组' },
  username: '用户名',
  nickname: '昵称',
  email: '电子邮箱',
  mobile: '手机号',
  avatar: '头像',
  gender: '性别',
  birthday: '生日',
  money: '余额',
  score: '积分',
  password: '密码',
  motto: '签名',
  status: '状态',
  last_login_time: '最后登录时间',
  join_time: '加入时间',
  operate: '操作',
  genderOptions: { 0: '未知', 1: '男', 2: '女' },
  statusOptions: { enable: '启用', disable: '禁用' },
  adjust: { money: '调整余额', score: '调整积分' },
  passwordKeep: '不修改请留空',
  importHint: '按用户名或手机号识别会员：已存在的会员跳过，绝不重复入账，重复导入同一文件不会新建任何会员。余额和积分作为期初余额写入余额、积分日志。上级填写其用户名或手机号，可以是已有会员或文件中的任意一行；上级既不在文件中也不是会员的行拒绝导入。不导入密码：会员通过找回密码设置。',
};

export default userUser;
export type UserUserPack = typeof userUser;
