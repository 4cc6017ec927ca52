import type { MemberAccountBalancePack } from '../../zh-cn/pages/member-account-balance';

const memberAccountBalance: MemberAccountBalancePack = {
  memo: 'Memo',
  amount: 'Change',
  before: 'Before',
  after: 'After',
  createTime: 'Time',
  balanceLog: 'Balance log',
  currentMoney: 'Current balance: {{money}}',
  total: '{{total}} in all',
};

export default memberAccountBalance;
