/** The member's balance log (account/balance). */
const memberAccountBalance = {
  memo: '备注',
  amount: '变动',
  before: '变动前',
  after: '变动后',
  createTime: '时间',
  balanceLog: '余额记录',
  currentMoney: '当前余额：{{money}}',
  total: '共 {{total}} 条',
};

export default memberAccountBalance;
export type MemberAccountBalancePack = typeof memberAccountBalance;
