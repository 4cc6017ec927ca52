import type { MemberAccountSharedPack } from '../../zh-cn/pages/member-account-shared';

const memberAccountShared: MemberAccountSharedPack = {
  genders: { 0: 'Unknown', 1: 'Male', 2: 'Female' },
  save: 'Save',
  memo: 'Memo',
  amount: 'Change',
  before: 'Before',
  after: 'After',
  createTime: 'Time',
  total: '{{total}} in all',
};

export default memberAccountShared;
