import type { MemberAgentCommissionsPack } from '../../zh-cn/pages/member-agent-commissions';

const memberAgentCommissions: MemberAgentCommissionsPack = {
  commissions: 'My commissions',
  all: 'All',
  orderNo: 'Order number',
  product: 'Product',
  level: 'Level',
  levels: { 1: 'Level 1', 2: 'Level 2' },
  base: 'Base',
  amount: 'Commission',
  status: 'Status',
  statuses: { pending: 'Pending', settled: 'Settled', cancelled: 'Cancelled', reversed: 'Reversed' },
  cancelledPart: '{{amount}} cancelled',
  reversedPart: '{{amount}} reversed',
  settleAfter: 'Settles after',
  afterCompletion: 'Once the order completes',
  createTime: 'Time',
  total: '{{total}} in total',
};

export default memberAgentCommissions;
