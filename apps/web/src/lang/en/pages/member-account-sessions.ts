import type { MemberAccountSessionsPack } from '../../zh-cn/pages/member-account-sessions';

const memberAccountSessions: MemberAccountSessionsPack = {
  sessionsTitle: 'Signed-in sessions',
};

export default memberAccountSessions;
