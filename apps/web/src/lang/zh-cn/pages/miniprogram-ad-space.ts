/** Mini-program ad spaces (miniprogram/adSpace). */
const miniprogramAdSpace = {
  id: 'ID',
  code: '广告位编码',
  name: '广告位名称',
  type: '类型',
  width: '宽度',
  height: '高度',
  status: '状态',
  create_time: '创建时间',
  update_time: '修改时间',
  operate: '操作',
  enable: '启用',
  disable: '禁用',
  typeOptions: { banner: '轮播', popup: '弹窗', grid: '宫格', single: '单图' },
  codeHelp: '小程序按编码读取广告位，例如 home_banner：小写字母、数字和下划线。',
};

export default miniprogramAdSpace;
export type MiniprogramAdSpacePack = typeof miniprogramAdSpace;
