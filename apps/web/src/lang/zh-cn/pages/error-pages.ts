const errorPages = {
  notFound: {
    problemsTip: '你的网页遇到了一些问题，系统正在优化和上报故障信息，我们在将来将改善和减少这种情况的发生。',
    autoReturn: '我们将在完成后自动返回到上一页。',
    countdown: '{{seconds}} 秒后自动返回上一页',
  },
  noPermission: {
    tip: '您没有权限访问此页面，或者文件无效。',
    suggestion: '请联系网站管理员，或返回首页。',
  },
  backHome: '返回首页',
  backPrevious: '返回上一页',
};

export default errorPages;
export type ErrorPagesPack = typeof errorPages;
