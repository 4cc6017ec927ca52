import type { MemberAccountIntegralPack } from '../../zh-cn/pages/member-account-integral';

const memberAccountIntegral: MemberAccountIntegralPack = {
  integralLog: 'Integral log',
  currentScore: 'Current integral: {{score}}',
};

export default memberAccountIntegral;
