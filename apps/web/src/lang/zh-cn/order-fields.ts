/** An order's fields and their values by field name, as the admin's orders and the member's order pages both label them (a page's pack spreads them). */
const orderFields = {
  id: 'ID',
  order_no: '订单号',
  shop_id: '门店',
  status: '状态',
  goods_amount: '商品金额',
  discount_amount: '优惠金额',
  pay_amount: '实付金额',
  pay_type: '支付方式',
  delivery_type: '配送方式',
  activity_title: '活动',
  paid_time: '支付时间',
  completed_time: '完成时间',
  cancelled_time: '取消时间',
  cancel_reason: '取消原因',
  cancelCodes: { timeout: '超时未支付，系统自动取消', unfulfillable: '关闭后才完成支付，款项原路退回' },
  refunded_time: '退款时间',
  refund_amount: '退款金额',
  refund_reason: '退款原因',
  contact_name: '联系人',
  contact_mobile: '联系电话',
  address: '地址',
  pickup_code: '取货码',
  express_no: '快递单号',
  fulfilled_time: '交付时间',
  remark: '买家备注',
  admin_remark: '管理员备注',
  create_time: '下单时间',
  statusOptions: {
    unpaid: '待支付',
    paid: '已支付',
    completed: '已完成',
    cancelled: '已取消',
    refunded: '已退款',
  },
  payTypeOptions: {
    balance: '余额',
    offline: '线下',
    gateway: '在线支付',
  },
  deliveryTypeOptions: {
    pickup: '到店自提',
    delivery: '配送',
  },
};

export default orderFields;
export type OrderFieldsPack = typeof orderFields;
