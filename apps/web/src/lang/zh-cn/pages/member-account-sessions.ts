/** The member centre's session page (the list itself: common `sessions`). */
const memberAccountSessions = {
  sessionsTitle: '登录会话',
};

export default memberAccountSessions;
export type MemberAccountSessionsPack = typeof memberAccountSessions;
