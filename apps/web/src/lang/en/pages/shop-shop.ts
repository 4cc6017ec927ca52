import type { ShopShopPack } from '../../zh-cn/pages/shop-shop';

const shopShop: ShopShopPack = {
  id: 'ID',
  logo: 'Logo',
  images: 'Images',
  name: 'Shop name',
  code: 'Code',
  contact_name: 'Contact',
  contact_mobile: 'Contact mobile',
  area: 'Area',
  address: 'Address',
  longitude: 'Longitude',
  latitude: 'Latitude',
  position: 'On the map',
  business_hours: 'Business hours',
  intro: 'Introduction',
  owner_user_id: 'Owner (member)',
  owner: {
    username: 'Owner',
  },
  admin_ids: 'Bound admins',
  status: 'Status',
  weigh: 'Weight',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  statusOptions: {
    open: 'Open',
    closed: 'Closed',
    disabled: 'Disabled',
  },
  positionTip: 'WGS-84 degrees; enter both the longitude and the latitude, or neither',
  adminsTip: 'Admins whose group has the data scope “own shops” see only the rows of the shops they are bound to',
};

export default shopShop;
