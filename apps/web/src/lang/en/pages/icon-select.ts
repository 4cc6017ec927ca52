import type { IconSelectPack } from '../../zh-cn/pages/icon-select';

const iconSelect: IconSelectPack = {
  placeholder: 'Choose or type an icon',
  choose: 'Choose an icon',
  search: 'Search icons',
  sources: {
    antd: 'Component library',
    fa: 'Font Awesome',
    local: 'Local icons',
    iconfont: 'Iconfont',
  },
  empty: 'No icon matches',
  iconfontEmpty: 'No iconfont stylesheet is loaded in the page',
  count: '{{count}} icons',
  clear: 'Clear the icon',
};

export default iconSelect;
