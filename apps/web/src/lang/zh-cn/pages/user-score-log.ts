/** Member score changes (user/scoreLog). */
const userScoreLog = {
  id: 'ID',
  user_id: '会员',
  user: { username: '用户名', nickname: '昵称' },
  score: '变更积分',
  before: '变更前',
  after: '变更后',
  memo: '备注',
  create_time: '变更时间',
  currentBalance: '当前积分',
  preview: '积分变化',
  amountPlaceholder: '正数增加，负数扣减（整数）',
  problem: {
    zero: '变更积分不能为 0',
    negative: '变更后的积分不能小于 0',
    invalid: '请输入整数积分',
  },
};

export default userScoreLog;
export type UserScoreLogPack = typeof userScoreLog;
