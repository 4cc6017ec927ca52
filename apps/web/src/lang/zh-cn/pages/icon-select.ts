const iconSelect = {
  placeholder: '请选择或输入图标',
  choose: '选择图标',
  search: '搜索图标',
  sources: {
    antd: '组件库图标',
    fa: 'Font Awesome',
    local: '本地图标',
    iconfont: 'Iconfont',
  },
  empty: '没有匹配的图标',
  iconfontEmpty: '页面未加载 iconfont 样式表',
  count: '共 {{count}} 个图标',
  clear: '清除图标',
};

export default iconSelect;
export type IconSelectPack = typeof iconSelect;
