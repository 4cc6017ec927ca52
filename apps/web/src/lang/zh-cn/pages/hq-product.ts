/** HQ products (hq/product): column titles and form labels by field name. */
const hqProduct = {
  id: 'ID',
  category_id: '分类',
  category: {
    name: '分类',
  },
  name: '商品名称',
  cover: '封面',
  images: '图片',
  intro: '简介',
  content: '详情',
  price: '售价(元)',
  market_price: '市场价(元)',
  cost_price: '成本价(元)',
  stock: '库存',
  sales: '销量',
  unit: '单位',
  status: '状态',
  commission_mode: '分佣方式',
  level1_rate: '一级佣金比例(%)',
  level2_rate: '二级佣金比例(%)',
  weigh: '权重',
  create_time: '创建时间',
  update_time: '更新时间',
  operate: '操作',
  statusOptions: {
    on: '上架',
    off: '下架',
  },
  level1_amount: '一级佣金(元/件)',
  level2_amount: '二级佣金(元/件)',
  commissionModeOptions: {
    default: '按代理等级',
    custom: '自定义比例',
    fixed: '固定金额',
    none: '不分佣',
  },
  rateTip: '百分比，最多两位小数，仅“自定义比例”时使用',
  importHint: '按商品名称识别：已有同名商品的行跳过，重复导入同一文件不会新建商品。价格为元（最多两位小数），分类填写分类名称或 ID，状态为 on / off。',
};

export default hqProduct;
export type HqProductPack = typeof hqProduct;
