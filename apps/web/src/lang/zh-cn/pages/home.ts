const home = {
  tagline: '管理后台与会员中心，一个平台统一管理',
  intro: '管理员在后台按角色分配权限、管理会员与系统配置，会员在会员中心查看资料、余额与积分。',
  memberLogin: '会员登录',
  memberCenter: '会员中心',
  adminLogin: '后台登录',
  features: {
    backOffice: { title: '管理后台', text: '管理员、角色组、菜单规则与会员，一处配置，按角色授权。' },
    memberCenter: { title: '会员中心', text: '会员随时查看个人资料、余额与积分记录。' },
    secure: { title: '安全可靠', text: '点选验证码、令牌刷新与敏感数据保护，守护每一次操作。' },
  },
  record: '备案号',
  allRightsReserved: '版权所有',
};

export default home;
export type HomePack = typeof home;
