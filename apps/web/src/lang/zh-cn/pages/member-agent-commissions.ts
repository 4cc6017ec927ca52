/** The agent centre's commissions (agent/commissions). */
const memberAgentCommissions = {
  commissions: '我的佣金',
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
};

export default memberAgentCommissions;
export type MemberAgentCommissionsPack = typeof memberAgentCommissions;
