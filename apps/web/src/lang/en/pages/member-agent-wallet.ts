import type { MemberAgentWalletPack } from '../../zh-cn/pages/member-agent-wallet';

const memberAgentWallet: MemberAgentWalletPack = {
  wallet: 'Commission wallet',
  createTime: 'Time',
  total: '{{total}} in total',
  money: 'Available',
  frozen: 'Being withdrawn',
  debt: 'Debt',
  debtNote: 'A refund took back more commission than the wallet held; the difference is a debt that later settlements pay first.',
  notAgent: 'You are not an agent yet, so you have no commission wallet.',
  type: 'Type',
  types: { settle: 'Settlement', reverse: 'Refund reversal', withdraw: 'Withdrawal', withdraw_return: 'Withdrawal returned', transfer: 'To balance', adjust: 'Adjustment' },
  change: 'Change',
  before: 'Before',
  after: 'After',
  debtAfter: 'Debt',
  memo: 'Memo',
};

export default memberAgentWallet;
