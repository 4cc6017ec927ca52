/** The agent centre's withdrawal page (agent/withdraw). */
const memberAgentWithdraw = {
  title: '佣金提现',
  notAgent: '您还不是代理，不能提现。',
  money: '可提现佣金',
  frozen: '提现中',
  channel: '提现方式',
  channels: { balance: '到余额', wechat: '微信', alipay: '支付宝', bank: '银行卡' },
  amount: '提现金额',
  amountInvalid: '请输入有效的金额（最多两位小数）',
  limits: '单笔最低 {{min}} 元，最高 {{max}} 元；手续费率 {{rate}}%（到余额免手续费）',
  accountName: '收款人姓名',
  cardNo: '银行卡号',
  alipayAccount: '支付宝账号',
  bankName: '开户银行',
  bankBranch: '开户支行',
  preview: '手续费 {{fee}} 元，实际到账 {{pay}} 元',
  exceeds: '提现金额超过可提现佣金（{{money}} 元）',
  submit: '申请提现',
  withdrawNo: '提现单号',
  fee: '手续费',
  account: '收款账户',
  status: '状态',
  statuses: { pending: '待审核', approved: '已通过', paying: '打款中', paid: '已到账', rejected: '已拒绝', cancelled: '已取消', failed: '打款失败' },
  createTime: '申请时间',
  operate: '操作',
  cancel: '取消',
  cancelConfirm: '取消这笔提现？金额将退回佣金钱包。',
  total: '共 {{total}} 条',
};

export default memberAgentWithdraw;
export type MemberAgentWithdrawPack = typeof memberAgentWithdraw;
