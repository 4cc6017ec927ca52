import orderOrder from './order-order';

/** After-sales (order/afterSale): column titles, the detail and the operator's steps. */
const orderAfterSale = {
  id: 'ID',
  after_sale_no: '售后单号',
  order_id: '订单ID',
  order: {
    order_no: '订单号',
    status: '订单状态',
    pay_amount: '订单实付',
  },
  user_id: '会员ID',
  user: {
    username: '会员',
  },
  shop_id: '门店',
  shop: {
    name: '门店',
  },
  type: '类型',
  status: '状态',
  reason: '申请原因',
  images: '凭证图片',
  amount: '退款金额',
  refuse_reason: '拒绝原因',
  audit_time: '审核时间',
  returned_time: '退货收到时间',
  refunded_time: '退款时间',
  create_time: '申请时间',
  operate: '操作',
  typeOptions: {
    refund_only: '仅退款',
    return_refund: '退货退款',
  },
  statusOptions: {
    pending: '待审核',
    approved: '已同意(待退货)',
    refunded: '已退款',
    refused: '已拒绝',
    cancelled: '已撤销',
  },
  orderStatusOptions: orderOrder.statusOptions,
  actionOptions: orderOrder.actionOptions,
  operatorOptions: orderOrder.operatorOptions,
  detail: '详情',
  detailTitle: '售后详情',
  lines: '售后商品',
  timeline: '订单时间线',
  approve: '同意',
  approveRefundConfirm: '同意后将立即退款到会员余额(或原支付渠道),确定吗?',
  approveReturnConfirm: '同意退货?收到退货后再确认收货并退款。',
  refuse: '拒绝',
  receive: '确认收货并退款',
  receiveConfirm: '已收到退货?确认后将退款并恢复库存。',
  line: {
    name: '商品',
    price: '单价',
    quantity: '数量',
    amount: '退款金额',
  },
};

export default orderAfterSale;
export type OrderAfterSalePack = typeof orderAfterSale;
