/** Member balance changes (user/moneyLog). */
const userMoneyLog = {
  id: 'ID',
  user_id: '会员',
  user: { username: '用户名', nickname: '昵称' },
  money: '变更余额',
  before: '变更前',
  after: '变更后',
  memo: '备注',
  create_time: '变更时间',
  currentBalance: '当前余额',
  preview: '余额变化',
  amountPlaceholder: '正数增加，负数扣减（元）',
  problem: {
    zero: '变更金额不能为 0',
    negative: '变更后的余额不能小于 0',
    invalid: '请输入正确的金额（最多两位小数）',
  },
};

export default userMoneyLog;
export type UserMoneyLogPack = typeof userMoneyLog;
