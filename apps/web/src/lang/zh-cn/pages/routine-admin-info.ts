/** My profile (routine/adminInfo). */
const routineAdminInfo = {
  username: '用户名',
  nickname: '昵称',
  avatar: '头像',
  email: '电子邮箱',
  mobile: '手机号',
  motto: '签名',
  password: '新密码',
  passwordKeep: '不修改请留空',
  old_password: '旧密码',
  oldPasswordHelp: '修改密码时必填',
  last_login_time: '最后登录时间',
  neverLoggedIn: '从未登录',
  personalInfo: '个人资料',
  saveChanges: '保存修改',
  saveAvatar: '保存头像',
  operationLog: '我的操作日志',
  noMotto: '这个人很懒，什么都没写',
  title: '标题',
  url: '链接',
  ip: 'IP',
  create_time: '时间',
};

export default routineAdminInfo;
export type RoutineAdminInfoPack = typeof routineAdminInfo;
