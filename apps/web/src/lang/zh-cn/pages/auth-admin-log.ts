/** Admin log (auth/adminLog). */
const authAdminLog = {
  id: 'ID',
  admin_id: '管理员 ID',
  username: '管理员用户名',
  title: '标题',
  url: '链接',
  data: '请求数据',
  ip: 'IP',
  useragent: 'User Agent',
  create_time: '创建时间',
  operate: '操作',
  info: '详情',
  detailTitle: '日志详情',
};

export default authAdminLog;
export type AuthAdminLogPack = typeof authAdminLog;
