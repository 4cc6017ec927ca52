import type { AuthAdminLogPack } from '../../zh-cn/pages/auth-admin-log';

const authAdminLog: AuthAdminLogPack = {
  id: 'ID',
  admin_id: 'Admin ID',
  username: 'Admin username',
  title: 'Title',
  url: 'URL',
  data: 'Request data',
  ip: 'IP',
  useragent: 'User agent',
  create_time: 'Created',
  operate: 'Operate',
  info: 'Details',
  detailTitle: 'Log details',
};

export default authAdminLog;
