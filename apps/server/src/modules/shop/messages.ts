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
  核销自提码: 'Redeem pickup code',
  发货: 'Ship',
  售后管理: 'After-sales',
  同意: 'Approve',
  拒绝: 'Refuse',
  确认收货: 'Receive the return',
  网关退款: 'Gateway refunds',
  立即发送: 'Send now',
  退回余额: 'Pay to the balance',
};

/** Field labels of the areas' forms (validation messages name the field), as the pages label them: `field:<path>.<name>`. */
const shopFields = { name: ['门店名称', 'Shop name'], code: ['门店编码', 'Code'], logo: ['Logo', 'Logo'], images: ['图片', 'Images'], contact_name: ['联系人', 'Contact'], contact_mobile: ['联系电话', 'Contact mobile'], province_id: ['省份', 'Province'], city_id: ['城市', 'City'], district_id: ['区县', 'District'], address: ['详细地址', 'Address'], longitude: ['经度', 'Longitude'], latitude: ['纬度', 'Latitude'], business_hours: ['营业时间', 'Business hours'], intro: ['简介', 'Introduction'], owner_user_id: ['店主会员', 'Owner (member)'], status: ['状态', 'Status'], weigh: ['权重', 'Weight'], admin_ids: ['绑定管理员', 'Bound admins'] };
const activityFields = { shop_id: ['门店', 'Shop'], title: ['活动标题', 'Title'], cover: ['封面', 'Cover'], type: ['类型', 'Type'], discount_rate: ['折扣', 'Discount rate'], threshold: ['满减门槛', 'Threshold'], reduction: ['减免金额', 'Reduction'], content: ['活动说明', 'Description'], start_time: ['开始时间', 'Start time'], end_time: ['结束时间', 'End time'], product_scope: ['商品范围', 'Products'], allow_commission: ['参与分佣', 'Commission'], product_ids: ['指定商品', 'Listed products'], status: ['状态', 'Status'], weigh: ['权重', 'Weight'] };
const fields: Record<string, Record<string, string[]>> = {
  'shop.Shop': shopFields,
  'hq.Category': { pid: ['上级分类', 'Parent category'], name: ['分类名称', 'Name'], image: ['图片', 'Image'], weigh: ['权重', 'Weight'], status: ['状态', 'Status'] },
  'hq.Product': {
    category_id: ['分类', 'Category'], name: ['商品名称', 'Name'], cover: ['封面', 'Cover'], images: ['图片', 'Images'], intro: ['简介', 'Introduction'], content: ['详情', 'Details'],
    price: ['售价', 'Price'], market_price: ['市场价', 'Market price'], cost_price: ['成本价', 'Cost price'], stock: ['库存', 'Stock'], unit: ['单位', 'Unit'], status: ['状态', 'Status'],
    commission_mode: ['分佣方式', 'Commission mode'], level1_rate: ['一级佣金比例', 'Level 1 rate'], level2_rate: ['二级佣金比例', 'Level 2 rate'], level1_amount: ['一级佣金(元/件)', 'Level 1 commission per unit'], level2_amount: ['二级佣金(元/件)', 'Level 2 commission per unit'], weigh: ['权重', 'Weight'],
  },
  'shop.Product': { shop_id: ['门店', 'Shop'], product_id: ['商品', 'Product'], price: ['门店价', 'Shop price'], stock: ['库存', 'Stock'], status: ['状态', 'Status'], weigh: ['权重', 'Weight'] },
  'hq.Activity': activityFields,
  'shop.Activity': activityFields,
  'order.Order': { code: ['取货码', 'Pickup code'], express_no: ['快递单号', 'Express number'], reason: ['原因', 'Reason'], admin_remark: ['管理员备注', 'Admin remark'] },
  'order.AfterSale': { reason: ['拒绝原因', 'Refusal reason'] },
};
const fieldLabels = (i: 0 | 1) =>
  Object.fromEntries(Object.entries(fields).flatMap(([path, f]) => Object.entries(f).map(([name, l]) => [`field:${path}.${name}`, l[i]])));

/** The commerce admin areas' messages (shop, hq and order areas) and their seeded menu titles. */
export const pack: MessagePack = {
  'zh-cn': {
    ...Object.fromEntries(Object.keys(titles).map((t) => [t, t])),
    ...fieldLabels(0),
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
    'Please enter the 8-digit pickup code': '请输入 8 位取货码',
  },
  en: { ...titles, ...fieldLabels(1) },
};
