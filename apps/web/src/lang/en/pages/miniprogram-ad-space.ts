import type { MiniprogramAdSpacePack } from '../../zh-cn/pages/miniprogram-ad-space';

const miniprogramAdSpace: MiniprogramAdSpacePack = {
  id: 'ID',
  code: 'Space code',
  name: 'Space name',
  type: 'Type',
  width: 'Width',
  height: 'Height',
  status: 'Status',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  enable: 'Enabled',
  disable: 'Disabled',
  typeOptions: { banner: 'Banner', popup: 'Popup', grid: 'Grid', single: 'Single image' },
  codeHelp: 'The mini-program asks for a space by its code, such as home_banner: lower-case letters, digits and underscores.',
};

export default miniprogramAdSpace;
