import { menu, type RuleSeed } from '../../core/module/index.ts';

const CRUD = ['index', 'add', 'edit', 'del'];
const button = (parent: string, action: string, title: string): RuleSeed => ({ name: `${parent}/${action}`, title, type: 'button', parent });
const dir = (name: string, title: string, icon: string, weigh: number): RuleSeed => ({ name, title, type: 'menu_dir', path: name, icon, weigh });

/** The commerce admin menus (issue 12): "门店 / Shops", "总部 / Headquarters", "订单 / Orders", each page with its buttons. */
export const commerceMenus = {
  shop: [
    dir('shop', '门店', 'fa fa-shopping-bag', 82),
    ...menu('shop/shop', '门店管理', { parent: 'shop', icon: 'fa fa-home', weigh: 81, buttons: [...CRUD, 'sortable'] }),
    ...menu('shop/product', '门店商品', { parent: 'shop', icon: 'fa fa-cubes', weigh: 80, buttons: [...CRUD, 'sortable'] }),
    ...menu('shop/activity', '门店活动', { parent: 'shop', icon: 'fa fa-gift', weigh: 79, buttons: [...CRUD, 'sortable'] }),
  ],
  hq: [
    dir('hq', '总部', 'fa fa-building', 78),
    ...menu('hq/category', '商品分类', { parent: 'hq', icon: 'fa fa-sitemap', weigh: 77, buttons: [...CRUD, 'sortable'] }),
    ...menu('hq/product', '总部商品', { parent: 'hq', icon: 'fa fa-cube', weigh: 76, buttons: [...CRUD, 'sortable'] }),
    ...menu('hq/activity', '总部活动', { parent: 'hq', icon: 'fa fa-bullhorn', weigh: 75, buttons: [...CRUD, 'sortable'] }),
  ],
  order: [
    dir('order', '订单', 'fa fa-list-alt', 74),
    ...menu('order/order', '订单管理', { parent: 'order', icon: 'fa fa-file-text-o', weigh: 73, buttons: ['index'] }),
    button('order/order', 'complete', '完成'),
    button('order/order', 'cancel', '取消'),
    button('order/order', 'refund', '退款'),
    button('order/order', 'remark', '备注'),
    button('order/order', 'redeem', '核销自提码'),
    button('order/order', 'ship', '发货'),
    ...menu('order/product', '订单商品', { parent: 'order', icon: 'fa fa-list', weigh: 72, buttons: ['index'] }),
    ...menu('order/afterSale', '售后管理', { parent: 'order', icon: 'fa fa-undo', weigh: 71, buttons: ['index'] }),
    button('order/afterSale', 'approve', '同意'),
    button('order/afterSale', 'refuse', '拒绝'),
    button('order/afterSale', 'receive', '确认收货'),
    ...menu('order/gatewayRefund', '网关退款', { parent: 'order', icon: 'fa fa-exchange', weigh: 70, buttons: ['index'] }),
    button('order/gatewayRefund', 'send', '立即发送'),
    button('order/gatewayRefund', 'toBalance', '退回余额'),
  ],
};
