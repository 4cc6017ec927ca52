import type { HomePack } from '../../zh-cn/pages/home';

const home: HomePack = {
  tagline: 'A back office and a member center, managed in one place',
  intro:
    'Administrators grant permissions by role and manage members and settings in the back office; members follow their profile, balance and points in the member center.',
  memberLogin: 'Member login',
  memberCenter: 'Member center',
  adminLogin: 'Admin login',
  features: {
    backOffice: { title: 'Back office', text: 'Administrators, role groups, menu rules and members, configured once and granted by role.' },
    memberCenter: { title: 'Member center', text: 'Members check their profile, balance and points whenever they like.' },
    secure: { title: 'Secure', text: 'Click captcha, token refresh and sensitive-data protection guard every operation.' },
  },
  record: 'Record number',
  allRightsReserved: 'All rights reserved',
};

export default home;
