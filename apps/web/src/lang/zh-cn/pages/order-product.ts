import orderFields from '../order-fields';
/** Order products (order/product): column titles and form labels by field name. */
const orderProduct = {
  id: 'ID',
  order_id: '订单ID',
  order: {
    order_no: '订单号',
    shop_id: '门店ID',
    status: '订单状态',
  },
  product_id: '商品ID',
  name: '商品',
  image: '图片',
  unit: '单位',
  price: '单价',
  quantity: '数量',
  amount: '金额',
  discount_amount: '优惠',
  cost_price: '成本价',
  commission_base: '分佣基数',
  refunded_quantity: '已退数量',
  refunded_amount: '已退金额',
  create_time: '下单时间',
  statusOptions: orderFields.statusOptions,
};

export default orderProduct;
export type OrderProductPack = typeof orderProduct;
