/** The agent centre's commission wallet (agent/wallet). */
const memberAgentWallet = {
  wallet: '佣金钱包',
  createTime: '时间',
  total: '共 {{total}} 条',
  money: '可用佣金',
  frozen: '提现中',
  debt: '待抵扣欠款',
  debtNote: '售后冲回的佣金超过了钱包余额，差额记为欠款，之后结算的佣金会先抵扣欠款。',
  notAgent: '您还不是代理，没有佣金钱包。',
  type: '类型',
  types: { settle: '佣金结算', reverse: '售后冲回', withdraw: '提现', withdraw_return: '提现退回', transfer: '转入余额', adjust: '调整' },
  change: '变动',
  before: '变动前',
  after: '变动后',
  debtAfter: '欠款',
  memo: '备注',
};

export default memberAgentWallet;
export type MemberAgentWalletPack = typeof memberAgentWallet;
