import type { MemberOrderSharedPack } from '../../zh-cn/pages/member-order-shared';
import orderFields from '../order-fields';

const memberOrderShared: MemberOrderSharedPack = {
  ...orderFields,
  shop_name: 'Shop',
  address: 'Address',
  remark: 'Remark',
  deliveryTypeOptions: { pickup: 'Pick up at the shop', delivery: 'Delivery' },
};

export default memberOrderShared;
