/** Shop products (shop/product): column titles and form labels by field name. */
const shopProduct = {
  id: 'ID',
  shop_id: '门店',
  shop: {
    name: '门店',
  },
  product_id: '商品',
  product: {
    name: '商品',
    cover: '封面',
    price: '总部价(元)',
    status: '总部状态',
  },
  product_ids: '总部商品',
  price: '门店价(元)',
  stock: '库存',
  sales: '销量',
  status: '状态',
  weigh: '权重',
  create_time: '创建时间',
  update_time: '更新时间',
  operate: '操作',
  statusOptions: {
    on: '上架',
    off: '下架',
  },
  priceTip: '留空则按总部价销售',
  hqPrice: '总部价',
  batchAdd: '批量添加总部商品',
  batchAdded: '已添加 {{added}} 个,跳过 {{skipped}} 个已有商品',
};

export default shopProduct;
export type ShopProductPack = typeof shopProduct;
