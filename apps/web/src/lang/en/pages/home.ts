import type { HomePack } from '../../zh-cn/pages/home';

const home: HomePack = {
  tagline: 'Shops, products, orders and commissions, managed in one place',
  intro:
    'An operations platform for headquarters and shops: administrators run the business in the back office, members follow their account, balance and points in the member center.',
  memberLogin: 'Member login',
  memberCenter: 'Member center',
  adminLogin: 'Admin login',
  features: {
    backOffice: { title: 'Back office', text: 'Permissions, menus, shops, orders and commissions, configured once and granted by role.' },
    memberCenter: { title: 'Member center', text: 'Members check their profile, balance and points whenever they like.' },
    secure: { title: 'Secure', text: 'Click captcha, token refresh and sensitive-data protection guard every operation.' },
  },
  record: 'Record number',
  allRightsReserved: 'All rights reserved',
};

export default home;
