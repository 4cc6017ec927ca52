import orderFields from '../order-fields';

/** An order's fields as the member's order pages (my orders, checkout) label them, loaded with each: the admin's words, but the member's own remark and address. */
const memberOrderShared = {
  ...orderFields,
  shop_name: '门店',
  address: '收货地址',
  remark: '备注',
};

export default memberOrderShared;
export type MemberOrderSharedPack = typeof memberOrderShared;
