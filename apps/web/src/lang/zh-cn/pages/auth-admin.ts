/** Admins (auth/admin): column titles and form labels by field name. */
const authAdmin = {
  id: 'ID',
  username: '用户名',
  nickname: '昵称',
  group_arr: '所属分组',
  group_name_arr: '所属分组',
  avatar: '头像',
  email: '电子邮箱',
  mobile: '手机号',
  password: '密码',
  motto: '签名',
  status: '状态',
  last_login_time: '最后登录时间',
  last_login_ip: '最后登录 IP',
  create_time: '创建时间',
  update_time: '修改时间',
  operate: '操作',
  enable: '启用',
  disable: '禁用',
  passwordKeep: '不修改请留空',
};

export default authAdmin;
export type AuthAdminPack = typeof authAdmin;
