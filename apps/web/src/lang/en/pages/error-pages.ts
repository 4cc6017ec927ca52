import type { ErrorPagesPack } from '../../zh-cn/pages/error-pages';

const errorPages: ErrorPagesPack = {
  notFound: {
    problemsTip:
      'Your web page has encountered some problems. The system is optimizing and reporting fault information. We will improve and reduce this situation in the future.',
    autoReturn: 'We will automatically return to the previous page when we are finished.',
    countdown: 'Returning to the previous page in {{seconds}} s',
  },
  noPermission: {
    tip: 'You do not have permission to access this page, or the file is invalid.',
    suggestion: 'Please contact the site administrator, or return to the home page.',
  },
  backHome: 'Return to home page',
  backPrevious: 'Back to previous page',
};

export default errorPages;
