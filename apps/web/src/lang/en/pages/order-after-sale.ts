import type { OrderAfterSalePack } from '../../zh-cn/pages/order-after-sale';
import orderOrder from './order-order';

const orderAfterSale: OrderAfterSalePack = {
  id: 'ID',
  after_sale_no: 'After-sale number',
  order_id: 'Order ID',
  order: {
    order_no: 'Order number',
    status: 'Order status',
    pay_amount: 'Order paid',
  },
  user_id: 'Member ID',
  user: {
    username: 'Member',
  },
  shop_id: 'Shop',
  shop: {
    name: 'Shop',
  },
  type: 'Type',
  status: 'Status',
  reason: 'Reason',
  images: 'Images',
  amount: 'Refund amount',
  refuse_reason: 'Refusal reason',
  audit_time: 'Decided',
  returned_time: 'Goods received',
  refunded_time: 'Refunded',
  create_time: 'Applied',
  operate: 'Operate',
  typeOptions: {
    refund_only: 'Refund only',
    return_refund: 'Return and refund',
  },
  statusOptions: {
    pending: 'Pending',
    approved: 'Approved (awaiting return)',
    refunded: 'Refunded',
    refused: 'Refused',
    cancelled: 'Withdrawn',
  },
  orderStatusOptions: orderOrder.statusOptions,
  actionOptions: orderOrder.actionOptions,
  operatorOptions: orderOrder.operatorOptions,
  detail: 'Detail',
  detailTitle: 'After-sale detail',
  lines: 'Products',
  timeline: 'Order timeline',
  approve: 'Approve',
  approveRefundConfirm: 'Approving refunds the member at once (to the balance or the original payment). Continue?',
  approveReturnConfirm: 'Approve the return? Confirm the goods once they come back; the refund follows.',
  refuse: 'Refuse',
  receive: 'Goods received, refund',
  receiveConfirm: 'Have the goods come back? The refund is made and the stock restored.',
  line: {
    name: 'Product',
    price: 'Unit price',
    quantity: 'Quantity',
    amount: 'Refund amount',
  },
};

export default orderAfterSale;
