import type { MessagePack } from './types.ts';

/** Commerce (modules/commerce): the member ordering API, the order engine's refusals and the order settings. */
export const pack: MessagePack = {
  'zh-cn': {
    'Shop not found': '门店不存在',
    'The shop is closed and takes no orders': '门店休息中，暂不接单',
    'Please choose at least one product': '请至少选择一件商品',
    'At most %d of one product per order': '每个订单中单个商品最多 %d 件',
    'Product %s is not on sale at this shop': '商品 %s 在该门店未上架',
    'Insufficient stock for %s (%d left)': '商品 %s 库存不足（剩余 %d）',
    'Insufficient stock for %s': '商品 %s 库存不足',
    'Insufficient balance to pay this order': '余额不足，无法支付该订单',
    'Order not found': '订单不存在',
    'The order has already been paid': '订单已支付，请勿重复支付',
    'The order has been cancelled': '订单已取消',
    'The order has been refunded': '订单已退款',
    'The order has been completed': '订单已完成',
    'A paid order cannot be cancelled': '订单已支付，不能取消，请申请退款',
    'The order has not been paid': '订单尚未支付',
    'Payment of order %s': '订单 %s 支付',
    'Refund of order %s': '订单 %s 退款',
    'The after-sale window of this order has closed': '该订单的售后期已结束',
    'Refunds of gateway payments are not available yet': '暂不支持在线支付订单的退款',
    'Order created': '下单成功',
    'Payment succeeded': '支付成功',
    'Order cancelled': '订单已取消',
    // config centre: the order group and its settings
    Order: '订单配置',
    'Unpaid order timeout': '未支付订单超时',
    'Minutes after which an unpaid order is cancelled': '未支付订单在多少分钟后自动取消',
    'Auto-complete after': '自动完成',
    'Days after payment at which a paid order is completed': '已支付订单在支付多少天后自动完成',
    'After-sale window': '售后期',
    'Days after completion during which an order can be refunded': '订单完成后可退款的天数',
  },
  en: {
    'A paid order cannot be cancelled': 'A paid order cannot be cancelled; please apply for a refund',
    Order: 'Order',
    'Auto-complete after': 'Auto-complete after (days)',
    'Unpaid order timeout': 'Unpaid order timeout (minutes)',
    'After-sale window': 'After-sale window (days)',
  },
};
