import type { MemberAccountIntegralPack } from '../../zh-cn/pages/member-account-integral';

const memberAccountIntegral: MemberAccountIntegralPack = {
  memo: 'Memo',
  amount: 'Change',
  before: 'Before',
  after: 'After',
  createTime: 'Time',
  integralLog: 'Integral log',
  currentScore: 'Current integral: {{score}}',
  total: '{{total}} in all',
};

export default memberAccountIntegral;
