/** The agent centre's commission pages (agent/commissions, agent/wallet). */
const memberCommission = {
  commissions: '我的佣金',
  wallet: '佣金钱包',
  all: '全部',
  orderNo: '订单号',
  product: '商品',
  level: '层级',
  levels: { 1: '一级', 2: '二级' },
  base: '计佣基数',
  amount: '佣金',
  status: '状态',
  statuses: { pending: '待结算', settled: '已结算', cancelled: '已取消', reversed: '已冲回' },
  cancelledPart: '已取消 {{amount}}',
  reversedPart: '已冲回 {{amount}}',
  settleAfter: '可结算时间',
  afterCompletion: '订单完成后计算',
  createTime: '时间',
  total: '共 {{total}} 条',
  money: '可用佣金',
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

export default memberCommission;
export type MemberCommissionPack = typeof memberCommission;
