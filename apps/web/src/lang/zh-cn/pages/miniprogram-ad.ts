/** Mini-program ads (miniprogram/ad). */
const miniprogramAd = {
  id: 'ID',
  space_id: '广告位',
  space: { name: '广告位' },
  title: '标题',
  image: '图片',
  link_type: '链接类型',
  link_value: '链接值',
  start_time: '开始时间',
  end_time: '结束时间',
  weigh: '权重',
  status: '状态',
  views: '展示次数',
  clicks: '点击次数',
  create_time: '创建时间',
  update_time: '修改时间',
  operate: '操作',
  enable: '启用',
  disable: '禁用',
  linkTypeOptions: { none: '无', page: '小程序页面', url: '网址', product: '商品', activity: '活动', shop: '门店' },
  linkValueHelp: '页面路径（/pages/...）、以 http(s):// 开头的网址，或商品、活动、门店的 ID。',
};

export default miniprogramAd;
export type MiniprogramAdPack = typeof miniprogramAd;
