import type { HqActivityPack } from '../../zh-cn/pages/hq-activity';

const hqActivity: HqActivityPack = {
  id: 'ID',
  shop_id: 'Shop',
  shop: {
    name: 'Shop',
  },
  title: 'Title',
  cover: 'Cover',
  type: 'Type',
  discount_rate: 'Discount (share paid, %: 80 = pay 80%)',
  threshold: 'Threshold (yuan)',
  reduction: 'Reduction (yuan)',
  content: 'Description',
  start_time: 'Starts',
  end_time: 'Ends',
  window: 'Time window',
  product_scope: 'Products',
  product_ids: 'Listed products',
  status: 'Status',
  weigh: 'Weight',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  typeOptions: {
    discount: 'Discount',
    reduction: 'Reduction',
    event: 'Event',
  },
  allow_commission: 'Earns commission',
  allowCommissionTip: 'Orders priced by this promotion pay commission to the uplines as usual; the default for new promotions is the setting "Promotions earn commission" of the config centre\'s distribution group',
  allowCommissionOptions: {
    0: 'No commission',
    1: 'Pays commission',
  },
  productScopeOptions: {
    all: 'All products',
    listed: 'Listed products',
  },
  statusOptions: {
    draft: 'Draft',
    published: 'Published',
  },
};

export default hqActivity;
