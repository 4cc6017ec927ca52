const home = {
  tagline: '门店、商品、订单与佣金，一个平台统一管理',
  intro: '为总部与门店打造的运营平台：管理员在后台统筹业务，会员在会员中心查看账户、余额与积分。',
  memberLogin: '会员登录',
  memberCenter: '会员中心',
  adminLogin: '后台登录',
  features: {
    backOffice: { title: '管理后台', text: '权限、菜单、门店、订单与佣金，一处配置，按角色授权。' },
    memberCenter: { title: '会员中心', text: '会员随时查看个人资料、余额与积分记录。' },
    secure: { title: '安全可靠', text: '点选验证码、令牌刷新与敏感数据保护，守护每一次操作。' },
  },
  record: '备案号',
  allRightsReserved: '版权所有',
};

export default home;
export type HomePack = typeof home;
