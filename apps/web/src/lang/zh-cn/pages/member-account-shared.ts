/** The words of the account pages' shared parts (gender icon, form page, ledger table), loaded with each account page. */
const memberAccountShared = {
  genders: { 0: '未知', 1: '男', 2: '女' },
  save: '保存',
  memo: '备注',
  amount: '变动',
  before: '变动前',
  after: '变动后',
  createTime: '时间',
  total: '共 {{total}} 条',
};

export default memberAccountShared;
export type MemberAccountSharedPack = typeof memberAccountShared;
