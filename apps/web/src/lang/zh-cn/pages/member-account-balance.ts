/** The member's balance log (account/balance). */
const memberAccountBalance = {
  balanceLog: '余额记录',
  currentMoney: '当前余额：{{money}}',
};

export default memberAccountBalance;
export type MemberAccountBalancePack = typeof memberAccountBalance;
