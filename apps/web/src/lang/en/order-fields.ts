import type { OrderFieldsPack } from '../zh-cn/order-fields';

const orderFields: OrderFieldsPack = {
  id: 'ID',
  order_no: 'Order number',
  shop_id: 'Shop',
  status: 'Status',
  goods_amount: 'Goods amount',
  discount_amount: 'Discount',
  pay_amount: 'Paid amount',
  pay_type: 'Payment',
  delivery_type: 'Delivery',
  activity_title: 'Activity',
  paid_time: 'Paid',
  completed_time: 'Completed',
  cancelled_time: 'Cancelled',
  cancel_reason: 'Cancel reason',
  cancelCodes: { timeout: 'Not paid in time, cancelled automatically', unfulfillable: 'Paid after it was closed; the payment is refunded' },
  refunded_time: 'Refunded',
  refund_amount: 'Refund amount',
  refund_reason: 'Refund reason',
  contact_name: 'Contact',
  contact_mobile: 'Contact mobile',
  address: 'Address',
  pickup_code: 'Pickup code',
  express_no: 'Express number',
  fulfilled_time: 'Handed over',
  remark: 'Member remark',
  admin_remark: 'Admin remark',
  create_time: 'Ordered',
  statusOptions: {
    unpaid: 'Unpaid',
    paid: 'Paid',
    completed: 'Completed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
  payTypeOptions: {
    balance: 'Balance',
    offline: 'Offline',
    gateway: 'Online',
  },
  deliveryTypeOptions: {
    pickup: 'Pickup',
    delivery: 'Delivery',
  },
};

export default orderFields;
