import type { MemberAccountIntegralPack } from '../../zh-cn/pages/member-account-integral';

const memberAccountIntegral: MemberAccountIntegralPack = {
  integralLog: 'Score log',
  currentScore: 'Current score: {{score}}',
};

export default memberAccountIntegral;
