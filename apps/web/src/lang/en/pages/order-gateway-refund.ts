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
    to_balance: 'Paid to the balance',
  },
  attempts: 'Attempts',
  next_try_time: 'Next try',
  last_error: 'Last error',
  refund_id: 'Gateway refund ID',
  settled_time: 'Paid to the balance at',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  send: 'Send now',
  sendConfirm: 'Send this refund to the payment gateway now?',
  sent: 'The payment gateway accepted the refund',
  notSent: 'The payment gateway did not accept it: {{error}}. It will be tried again automatically.',
  failedAtGateway: "The payment gateway answered that the refund failed: pay it to the member's balance, or settle it at the gateway's merchant platform.",
  toBalance: 'Pay to the balance',
  toBalanceConfirm: "Pay this refund to the member's balance instead? Only when the gateway will not complete it (do not also settle it at the merchant platform).",
};

export default orderGatewayRefund;
