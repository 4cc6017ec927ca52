import type { AuthRulePack } from '../../zh-cn/pages/auth-rule';

const authRule: AuthRulePack = {
  id: 'ID',
  pid: 'Parent rule',
  type: 'Rule type',
  title: 'Title',
  name: 'Rule name',
  path: 'Route path',
  icon: 'Icon',
  menu_type: 'Menu type',
  url: 'Link address',
  component: 'Component path',
  keepalive: 'Keep alive',
  extend: 'Extend',
  remark: 'Remark',
  weigh: 'Weight',
  status: 'Status',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  typeOptions: {
    menu_dir: 'Menu directory',
    menu: 'Menu item',
    button: 'Page button',
  },
  menuTypeOptions: {
    tab: 'Tab',
    link: 'Link (external)',
    iframe: 'Iframe',
  },
  extendOptions: {
    none: 'None',
    add_rules_only: 'Add as route only',
    add_menu_only: 'Add as menu only',
  },
  enable: 'Enabled',
  disable: 'Disabled',
  nameTip: 'For menus and directories the rule name is the route name and the controller path (e.g. auth/admin); for buttons it is controller path/action (e.g. auth/admin/edit).',
  pathTip: 'Route path relative to /admin/, usually the same as the rule name.',
  componentTip: 'The page component path, e.g. /src/views/backend/auth/admin/index.vue',
  remarkTip: 'Help text shown above the page table; may be a translation key.',
  topLevel: 'None (top level)',
};

export default authRule;
