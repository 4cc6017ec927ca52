// What other areas may use of this one (lint: an area reaches another only through its index).
export { byOwnShops, byOwnShopsOrders, ownShopIds } from './own-shops.ts';
export { hqActivityResource } from './activity.ts';
export { commerceMenus } from './menus.ts';
