/** Gateway refunds (order/gatewayRefund): the refund outbox's columns, its states and "send now". */
const orderGatewayRefund = {
  id: 'ID',
  order_id: '订单ID',
  order_payment_id: '退款记录ID',
  order: {
    order_no: '订单号',
    shop_id: '门店',
  },
  user: {
    username: '会员',
  },
  shop: {
    name: '门店',
  },
  gateway: '支付网关',
  gatewayOptions: {
    wechat: '微信支付',
  },
  trade_no: '支付交易号',
  out_refund_no: '退款单号',
  amount: '退款金额',
  total: '原支付金额',
  reason: '退款原因',
  status: '状态',
  statusOptions: {
    pending: '待发送',
    sent: '已受理',
    succeeded: '退款成功',
    failed: '退款失败',
    to_balance: '已退回余额',
  },
  attempts: '发送次数',
  next_try_time: '下次发送',
  last_error: '最近错误',
  refund_id: '网关退款单号',
  settled_time: '退回余额时间',
  create_time: '创建时间',
  update_time: '更新时间',
  operate: '操作',
  send: '立即发送',
  sendConfirm: '立即向支付网关发送该退款?',
  sent: '支付网关已受理该退款',
  notSent: '支付网关未受理：{{error}}。稍后会自动重试。',
  failedAtGateway: '支付网关答复该退款失败：可将其退回会员余额，或在支付网关的商户平台处理。',
  toBalance: '退回余额',
  toBalanceConfirm: '将该笔退款改为退回会员余额?仅在该退款不会再由支付网关完成时操作(请勿同时在商户平台处理)。',
};

export default orderGatewayRefund;
export type OrderGatewayRefundPack = typeof orderGatewayRefund;
