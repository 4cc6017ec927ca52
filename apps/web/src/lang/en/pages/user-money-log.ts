import type { UserMoneyLogPack } from '../../zh-cn/pages/user-money-log';

const userMoneyLog: UserMoneyLogPack = {
  id: 'ID',
  user_id: 'Member',
  user: { username: 'Username', nickname: 'Nickname' },
  money: 'Change',
  before: 'Before',
  after: 'After',
  memo: 'Memo',
  create_time: 'Time',
  currentBalance: 'Current balance',
  preview: 'Balance',
  amountPlaceholder: 'Positive adds, negative deducts (yuan)',
  problem: {
    zero: 'The amount cannot be 0',
    negative: 'The balance after the change cannot be below 0',
    invalid: 'Please enter a correct amount (at most two decimals)',
  },
};

export default userMoneyLog;
