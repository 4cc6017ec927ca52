const dashboard = {
  greeting: {
    lateNight: '夜深了，注意身体哦！',
    earlyMorning: '早上好！',
    morning: '上午好！',
    noon: '中午好！',
    afternoon: '下午好！',
    evening: '晚上好！',
  },
  hello: '{{nickname}}，{{greeting}}',
  welcomeBack: '欢迎回来',
  lastLogin: '上次登录时间',
  siteVersion: '系统版本',
  comingSoon: '更多统计与快捷入口即将上线。',
  workedToday: '今天已工作 {{time}}',
  duration: '{{hours}} 小时 {{minutes}} 分 {{seconds}} 秒',
  takeBreak: '休息片刻',
  continueWork: '继续工作',
};

export default dashboard;
export type DashboardPack = typeof dashboard;
