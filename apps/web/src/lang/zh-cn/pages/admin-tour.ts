const adminTour = {
  skip: '跳过引导',
  steps: {
    welcome: { title: '欢迎使用后台', description: '用一分钟认识后台的布局，以及开一家新连锁的头几步。随时可以跳过；之后可从右上角头像菜单的「重新查看引导」再次打开。' },
    menu: { title: '菜单', description: '所有你有权限的功能都在这里，按目录分组。点击进入页面，页面会以标签页打开。' },
    tabs: { title: '标签页', description: '打开过的页面都留在这里，切换时保留页面状态；右键或更多按钮可以刷新、关闭其它或全屏。' },
    tools: { title: '顶栏工具', description: '回到前台、切换语言、全屏和清除缓存。' },
    user: { title: '你的账号', description: '个人资料、退出登录，以及重新查看这个引导。' },
    settings: { title: '布局配置', description: '选择五种布局之一，切换暗黑模式，设置菜单和顶栏在亮色、暗色下的颜色。' },
    siteName: { title: '第一步：站点名称', description: '在系统配置的「基础配置」里填写站点名称，它会显示在后台、前台和通知里。' },
    shop: { title: '第二步：添加门店', description: '在门店管理点「添加」建立第一家门店，填写名称、编码并绑定门店管理员。' },
    product: { title: '第三步：总部商品', description: '在总部商品里添加商品，然后分配到门店上架销售。' },
    commission: { title: '第四步：佣金政策', description: '在佣金与等级里设置全局一级、二级佣金比例和代理等级，决定分销如何计佣。' },
    done: { title: '准备就绪', description: '引导结束。需要时可以从头像菜单再次打开。' },
  },
};

export default adminTour;
export type AdminTourPack = typeof adminTour;
