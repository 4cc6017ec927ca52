import type { MemberAgentWithdrawPack } from '../../zh-cn/pages/member-agent-withdraw';

const memberAgentWithdraw: MemberAgentWithdrawPack = {
  title: 'Withdraw commission',
  notAgent: 'You are not an agent yet, so there is nothing to withdraw.',
  money: 'Withdrawable',
  frozen: 'Being withdrawn',
  channel: 'Withdraw to',
  channels: { balance: 'Balance', wechat: 'WeChat', alipay: 'Alipay', bank: 'Bank card' },
  amount: 'Amount',
  amountInvalid: 'Please enter a valid amount (at most two decimals)',
  limits: 'At least {{min}}, at most {{max}} per withdrawal; fee {{rate}}% (none to balance)',
  accountName: 'Account holder',
  cardNo: 'Card number',
  alipayAccount: 'Alipay account',
  bankName: 'Bank',
  bankBranch: 'Branch',
  preview: 'Fee {{fee}}, you receive {{pay}}',
  exceeds: 'The amount is more than your withdrawable commission ({{money}})',
  submit: 'Withdraw',
  withdrawNo: 'Number',
  fee: 'Fee',
  account: 'Account',
  status: 'Status',
  statuses: { pending: 'Pending review', approved: 'Approved', paying: 'Paying', paid: 'Paid', rejected: 'Rejected', cancelled: 'Cancelled', failed: 'Failed' },
  createTime: 'Applied',
  operate: 'Operate',
  cancel: 'Cancel',
  cancelConfirm: 'Cancel this withdrawal? The amount returns to your commission wallet.',
  total: '{{total}} in all',
};

export default memberAgentWithdraw;
