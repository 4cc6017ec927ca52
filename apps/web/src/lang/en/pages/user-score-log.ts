import type { UserScoreLogPack } from '../../zh-cn/pages/user-score-log';

const userScoreLog: UserScoreLogPack = {
  id: 'ID',
  user_id: 'Member',
  user: { username: 'Username', nickname: 'Nickname' },
  score: 'Change',
  before: 'Before',
  after: 'After',
  memo: 'Memo',
  create_time: 'Time',
  currentBalance: 'Current score',
  preview: 'Score',
  amountPlaceholder: 'Positive adds, negative deducts (whole points)',
  problem: {
    zero: 'The score change cannot be 0',
    negative: 'The score after the change cannot be below 0',
    invalid: 'Please enter whole points',
  },
};

export default userScoreLog;
