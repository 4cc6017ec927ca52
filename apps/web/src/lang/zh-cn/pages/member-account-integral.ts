/** The member's integral log (account/integral). */
const memberAccountIntegral = {
  integralLog: '积分记录',
  currentScore: '当前积分：{{score}}',
};

export default memberAccountIntegral;
export type MemberAccountIntegralPack = typeof memberAccountIntegral;
