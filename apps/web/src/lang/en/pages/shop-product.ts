import type { ShopProductPack } from '../../zh-cn/pages/shop-product';

const shopProduct: ShopProductPack = {
  id: 'ID',
  shop_id: 'Shop',
  shop: {
    name: 'Shop',
  },
  product_id: 'Product',
  product: {
    name: 'Product',
    cover: 'Cover',
    price: 'HQ price (yuan)',
    status: 'HQ status',
  },
  product_ids: 'HQ products',
  price: 'Shop price (yuan)',
  stock: 'Stock',
  sales: 'Sales',
  status: 'Status',
  weigh: 'Weight',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  statusOptions: {
    on: 'On sale',
    off: 'Off sale',
  },
  priceTip: 'Leave empty to sell at the HQ price',
  hqPrice: 'HQ price',
  batchAdd: 'Add HQ products',
  batchAdded: '{{added}} added, {{skipped}} already sold skipped',
};

export default shopProduct;
