import orderFields from '../order-fields';
const commandPalette = {
  open: '搜索菜单、记录与操作',
  title: '命令面板',
  placeholder: '搜索菜单、订单号、会员、门店或操作…',
  results: '搜索结果',
  empty: '没有匹配的结果',
  typeMore: '输入至少 3 个字符即可搜索订单、会员和门店',
  searching: '正在搜索记录…',
  hint: '↑ ↓ 选择 · Enter 打开 · Esc 关闭',
  sources: { menu: '菜单', recent: '最近访问', action: '操作', orders: '订单', members: '会员', shops: '门店' },
  actions: { redeem: '核销提货码' },
  statusOptions: orderFields.statusOptions,
  orderIn: '门店：{{shop}}',
};

export default commandPalette;
export type CommandPalettePack = typeof commandPalette;
