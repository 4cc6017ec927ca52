import type { MessagePack } from '../../core/i18n/packs/types.ts';

const titles: Record<string, string> = {
  门店: 'Shops',
  门店管理: 'Shops',
  门店商品: 'Shop products',
  门店活动: 'Shop activities',
  总部: 'Headquarters',
  商品分类: 'Product categories',
  总部商品: 'HQ products',
  总部活动: 'HQ activities',
  订单: 'Orders',
  订单管理: 'Orders',
  订单商品: 'Order products',
  完成: 'Complete',
  取消: 'Cancel',
  退款: 'Refund',
  备注: 'Remark',
};

/** The commerce admin areas' messages (shop, hq and order areas) and their seeded menu titles. */
export const pack: MessagePack = {
  'zh-cn': {
    ...Object.fromEntries(Object.keys(titles).map((t) => [t, t])),
    'Please enter both the longitude and the latitude, or neither': '经度和纬度请同时填写或同时留空',
    'Please use letters, digits, - and _ (at most 50)': '请使用字母、数字、- 和 _(最多 50 个)',
    'Operation successful': '操作成功',
    'The shop does not exist': '门店不存在',
    'The product does not exist': '商品不存在',
    'Please select at least one product': '请至少选择一个商品',
    'Please enter the discount rate': '请填写折扣率',
    'Please enter the threshold and the reduction': '请填写满减门槛和减免金额',
    'The end time must be after the start time': '结束时间必须晚于开始时间',
    'The category still has products': '该分类下还有商品',
    'Please enter the refund reason': '请填写退款原因',
  },
  en: titles,
};
