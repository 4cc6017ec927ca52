/** Shops (shop/shop): column titles and form labels by field name. */
const shopShop = {
  id: 'ID',
  logo: 'Logo',
  images: '图片',
  name: '门店名称',
  code: '门店编码',
  contact_name: '联系人',
  contact_mobile: '联系电话',
  area: '所在地区',
  address: '详细地址',
  longitude: '经度',
  latitude: '纬度',
  position: '地图选点',
  business_hours: '营业时间',
  intro: '简介',
  owner_user_id: '店主会员',
  owner: {
    username: '店主',
  },
  admin_ids: '绑定管理员',
  status: '状态',
  weigh: '权重',
  create_time: '创建时间',
  update_time: '更新时间',
  operate: '操作',
  statusOptions: {
    open: '营业中',
    closed: '休息中',
    disabled: '已停用',
  },
  positionTip: 'WGS-84 坐标(度),经度和纬度同时填写或同时留空',
  adminsTip: '分组数据范围为“所属门店”的管理员只能看到其绑定门店的数据',
};

export default shopShop;
export type ShopShopPack = typeof shopShop;
