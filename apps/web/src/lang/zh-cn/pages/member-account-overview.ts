/** The member centre's account overview (account/overview). */
const memberAccountOverview = {
  welcome: '{{greeting}}，{{nickname}}',
  greeting: {
    lateNight: '夜深了',
    earlyMorning: '早上好',
    morning: '上午好',
    noon: '中午好',
    afternoon: '下午好',
    evening: '晚上好',
  },
  noMotto: '这家伙很懒，什么也没写。',
  username: '用户名',
  email: '邮箱',
  mobile: '手机号',
  money: '余额',
  score: '积分',
  birthday: '生日',
  lastLoginTime: '最后登录时间',
  lastLoginIp: '最后登录 IP',
  joinTime: '注册时间',
  notBound: '未绑定',
  day: '日期',
  recentScore: '近 7 日积分变动',
  recentMoney: '近 7 日余额变动',
  editProfile: '修改资料',
};

export default memberAccountOverview;
export type MemberAccountOverviewPack = typeof memberAccountOverview;
