import type { MemberAccountBalancePack } from '../../zh-cn/pages/member-account-balance';

const memberAccountBalance: MemberAccountBalancePack = {
  balanceLog: 'Balance log',
  currentMoney: 'Current balance: {{money}}',
};

export default memberAccountBalance;
