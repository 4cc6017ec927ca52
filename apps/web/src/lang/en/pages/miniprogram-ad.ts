import type { MiniprogramAdPack } from '../../zh-cn/pages/miniprogram-ad';

const miniprogramAd: MiniprogramAdPack = {
  id: 'ID',
  space_id: 'Ad space',
  space: { name: 'Ad space' },
  title: 'Title',
  image: 'Image',
  link_type: 'Link type',
  link_value: 'Link target',
  start_time: 'Start time',
  end_time: 'End time',
  weigh: 'Weight',
  status: 'Status',
  views: 'Views',
  clicks: 'Clicks',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  enable: 'Enabled',
  disable: 'Disabled',
  linkTypeOptions: { none: 'None', page: 'Mini-program page', url: 'Web address', product: 'Product', activity: 'Activity', shop: 'Shop' },
  linkValueHelp: 'A page path (/pages/...), an address starting with http(s)://, or the id of the product, activity or shop.',
};

export default miniprogramAd;
