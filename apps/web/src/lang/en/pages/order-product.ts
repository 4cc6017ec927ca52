import type { OrderProductPack } from '../../zh-cn/pages/order-product';
import orderFields from '../order-fields';

const orderProduct: OrderProductPack = {
  id: 'ID',
  order_id: 'Order ID',
  order: {
    order_no: 'Order number',
    shop_id: 'Shop ID',
    status: 'Order status',
  },
  product_id: 'Product ID',
  name: 'Product',
  image: 'Image',
  unit: 'Unit',
  price: 'Unit price',
  quantity: 'Quantity',
  amount: 'Amount',
  discount_amount: 'Discount',
  cost_price: 'Cost price',
  commission_base: 'Commission base',
  refunded_quantity: 'Refunded',
  refunded_amount: 'Refunded amount',
  create_time: 'Ordered',
  statusOptions: orderFields.statusOptions,
};

export default orderProduct;
