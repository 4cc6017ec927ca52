import type { MemberAccountOverviewPack } from '../../zh-cn/pages/member-account-overview';

const memberAccountOverview: MemberAccountOverviewPack = {
  welcome: '{{greeting}}, {{nickname}}',
  greeting: {
    lateNight: 'Good night',
    earlyMorning: 'Good morning',
    morning: 'Good morning',
    noon: 'Good noon',
    afternoon: 'Good afternoon',
    evening: 'Good evening',
  },
  noMotto: 'Nothing written here yet.',
  username: 'Username',
  email: 'E-mail',
  mobile: 'Mobile number',
  money: 'Balance',
  score: 'Score',
  birthday: 'Birthday',
  lastLoginTime: 'Last login',
  lastLoginIp: 'Last login IP',
  joinTime: 'Joined',
  notBound: 'Not bound',
  day: 'Day',
  recentScore: 'Score changes, last 7 days',
  recentMoney: 'Balance changes, last 7 days',
  editProfile: 'Edit profile',
};

export default memberAccountOverview;
