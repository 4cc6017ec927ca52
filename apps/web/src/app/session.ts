import { adminLogout } from '../api/admin';
import { userLogout } from '../api/user';
import { useAdminInfo } from '../stores/admin-info';
import { TABS_SESSION_KEY } from '../stores/nav-tabs';
import { useUserInfo } from '../stores/user-info';

/** Forgets a session: the store goes back to empty and its localStorage entry is removed. */
function forget(store: typeof useAdminInfo | typeof useUserInfo): void {
  store.getState().reset();
  store.persist.clearStorage();
}

/** Forgets the admin session already ended on the server (logout, or ended from the session list) and reloads: the login page shows. */
export function forgetAdminSession(): void {
  forget(useAdminInfo);
  // the next admin of this browser tab does not inherit the open tabs
  sessionStorage.removeItem(TABS_SESSION_KEY);
  window.location.reload();
}

/** Ends the admin session on the server (with the refresh token), forgets it and reloads. */
export async function logoutAdmin(): Promise<void> {
  await adminLogout(useAdminInfo.getState().refresh_token);
  forgetAdminSession();
}

/** Same as forgetAdminSession, for the member. */
export function forgetMemberSession(): void {
  forget(useUserInfo);
  window.location.reload();
}

/** Same for the member: only a code-1 answer clears the member info (a rejection leaves it). */
export async function logoutMember(): Promise<void> {
  await userLogout(useUserInfo.getState().refresh_token);
  forgetMemberSession();
}
