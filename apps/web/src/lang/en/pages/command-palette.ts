import orderFields from '../order-fields';
import type { CommandPalettePack } from '../../zh-cn/pages/command-palette';

const commandPalette: CommandPalettePack = {
  open: 'Search menus, records and actions',
  title: 'Command palette',
  placeholder: 'Search menus, order numbers, members, shops or actions…',
  results: 'Results',
  empty: 'Nothing matches',
  typeMore: 'Type at least 3 characters to search orders, members and shops',
  searching: 'Searching records…',
  hint: '↑ ↓ to choose · Enter to open · Esc to close',
  sources: { menu: 'Menu', recent: 'Recent', action: 'Action', orders: 'Order', members: 'Member', shops: 'Shop' },
  actions: { redeem: 'Redeem a pickup code' },
  statusOptions: orderFields.statusOptions,
  orderIn: 'Shop: {{shop}}',
};

export default commandPalette;
