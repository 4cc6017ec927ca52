import type { MemberCommissionPack } from '../../zh-cn/pages/member-commission';

const memberCommission: MemberCommissionPack = {
  commissions: 'My commissions',
  wallet: 'Commission wallet',
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
  money: 'Available',
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

export default memberCommission;
