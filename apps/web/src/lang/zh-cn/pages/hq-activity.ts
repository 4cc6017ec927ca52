/** HQ activities (hq/activity): column titles and form labels by field name. */
const hqActivity = {
  id: 'ID',
  shop_id: '门店',
  shop: {
    name: '门店',
  },
  title: '活动标题',
  cover: '封面',
  type: '类型',
  discount_rate: '折扣(实付比例 %，80 = 8折)',
  threshold: '满(元)',
  reduction: '减(元)',
  content: '活动说明',
  start_time: '开始时间',
  end_time: '结束时间',
  window: '活动时间',
  product_scope: '商品范围',
  product_ids: '指定商品',
  status: '状态',
  weigh: '权重',
  create_time: '创建时间',
  update_time: '更新时间',
  operate: '操作',
  typeOptions: {
    discount: '折扣',
    reduction: '满减',
    event: '活动',
  },
  allow_commission: '参与分佣',
  allowCommissionTip: '开启后，按本活动价格成交的订单照常给上级代理分佣；新建活动的默认值在配置中心“分销”分组的“促销活动默认返佣”中设置',
  allowCommissionOptions: {
    0: '不分佣',
    1: '分佣',
  },
  productScopeOptions: {
    all: '全部商品',
    listed: '指定商品',
  },
  statusOptions: {
    draft: '草稿',
    published: '已发布',
  },
};

export default hqActivity;
export type HqActivityPack = typeof hqActivity;
