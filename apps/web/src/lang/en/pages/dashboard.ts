import type { DashboardPack } from '../../zh-cn/pages/dashboard';

const dashboard: DashboardPack = {
  greeting: {
    lateNight: 'It is late at night, take care of yourself!',
    earlyMorning: 'Good early morning!',
    morning: 'Good morning!',
    noon: 'Good noon!',
    afternoon: 'Good afternoon!',
    evening: 'Good evening!',
  },
  hello: '{{nickname}}, {{greeting}}',
  welcomeBack: 'Welcome back',
  lastLogin: 'Last login',
  siteVersion: 'Version',
  comingSoon: 'More statistics and shortcuts are coming soon.',
  workedToday: 'Worked today: {{time}}',
  duration: '{{hours}} h {{minutes}} min {{seconds}} s',
  takeBreak: 'Take a break',
  continueWork: 'Continue working',
};

export default dashboard;
