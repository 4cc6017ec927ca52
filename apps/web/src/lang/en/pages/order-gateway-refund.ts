import type { OrderGatewayRefundPack } from '../../zh-cn/pages/order-gateway-refund';

const orderGatewayRefund: OrderGatewayRefundPack = {
  id: 'ID',
  order_id: 'Order ID',
  order_payment_id: 'Refund record ID',
  order: {
    order_no: 'Order number',
    shop_id: 'Shop',
  },
  user: {
    username: 'Member',
  },
  shop: {
    name: 'Shop',
  },
  gateway: 'Gateway',
  gatewayOptions: {
    wechat: 'WeChat Pay',
  },
  trade_no: 'Payment transaction',
  out_refund_no: 'Refund number',
  amount: 'Refund amount',
  total: 'Amount paid',
  reason: 'Reason',
  status: 'Status',
  statusOptions: {
    pending: 'Waiting to be sent',
    sent: 'Accepted',
    succeeded: 'Refunded',
    failed: 'Failed',
  },
  attempts: 'Attempts',
  next_try_time: 'Next try',
  last_error: 'Last error',
  refund_id: 'Gateway refund ID',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  send: 'Send now',
  sendConfirm: 'Send this refund to the payment gateway now?',
  sent: 'The payment gateway accepted the refund',
  notSent: 'The payment gateway did not accept it: {{error}}. It will be tried again automatically.',
};

export default orderGatewayRefund;
