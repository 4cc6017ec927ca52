import type { HqProductPack } from '../../zh-cn/pages/hq-product';

const hqProduct: HqProductPack = {
  id: 'ID',
  category_id: 'Category',
  category: {
    name: 'Category',
  },
  name: 'Name',
  cover: 'Cover',
  images: 'Images',
  intro: 'Introduction',
  content: 'Details',
  price: 'Price (yuan)',
  market_price: 'Market price (yuan)',
  cost_price: 'Cost price (yuan)',
  stock: 'Stock',
  sales: 'Sales',
  unit: 'Unit',
  status: 'Status',
  commission_mode: 'Commission mode',
  level1_rate: 'Level 1 rate (%)',
  level2_rate: 'Level 2 rate (%)',
  weigh: 'Weight',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  statusOptions: {
    on: 'On sale',
    off: 'Off sale',
  },
  level1_amount: 'Level 1 commission (yuan per unit)',
  level2_amount: 'Level 2 commission (yuan per unit)',
  commissionModeOptions: {
    default: 'Agent level rates',
    custom: 'Custom rates',
    fixed: 'Fixed amounts',
    none: 'No commission',
  },
  rateTip: 'A percentage, at most two decimals; used with custom rates only',
  importHint: 'Products are matched by name: a row whose name exists is skipped, so importing the same file again creates nothing. Prices in yuan (at most two decimals), the category by name or ID, status on / off.',
};

export default hqProduct;
