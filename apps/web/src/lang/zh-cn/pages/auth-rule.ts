/** Menu rules (auth/rule). */
const authRule = {
  id: 'ID',
  pid: '上级菜单规则',
  type: '规则类型',
  title: '规则标题',
  name: '规则名称',
  path: '路由路径',
  icon: '图标',
  menu_type: '菜单类型',
  url: '链接地址',
  component: '组件路径',
  keepalive: '缓存',
  extend: '扩展属性',
  remark: '备注',
  weigh: '权重',
  status: '状态',
  create_time: '创建时间',
  update_time: '修改时间',
  operate: '操作',
  typeOptions: {
    menu_dir: '菜单目录',
    menu: '菜单项',
    button: '页面按钮',
  },
  menuTypeOptions: {
    tab: '选项卡',
    link: '链接（站外）',
    iframe: 'Iframe',
  },
  extendOptions: {
    none: '无',
    add_rules_only: '只添加为路由',
    add_menu_only: '只添加为菜单',
  },
  enable: '启用',
  disable: '禁用',
  nameTip: '菜单和目录的规则名称即前端路由名称与后端控制器路径（例如 auth/admin）；按钮为 控制器路径/方法（例如 auth/admin/edit）。',
  pathTip: '相对于 /admin/ 的路由路径，通常与规则名称相同。',
  componentTip: '页面组件路径，例如 /src/views/backend/auth/admin/index.vue',
  remarkTip: '显示在页面表格上方的说明文字，可以是翻译键。',
  topLevel: '无（顶级）',
};

export default authRule;
export type AuthRulePack = typeof authRule;
