/** The member's integral log (account/integral). */
const memberAccountIntegral = {
  memo: '备注',
  amount: '变动',
  before: '变动前',
  after: '变动后',
  createTime: '时间',
  integralLog: '积分记录',
  currentScore: '当前积分：{{score}}',
  total: '共 {{total}} 条',
};

export default memberAccountIntegral;
export type MemberAccountIntegralPack = typeof memberAccountIntegral;
