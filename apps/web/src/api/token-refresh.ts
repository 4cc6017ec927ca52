import { commonRoutes, type commonEndpoints, type EndpointOutput } from '@app/contract';
import { ApiCodeError, isEnvelope, requestHeaders, send } from './http';
import { feedback } from './feedback';
import { currentPath, LOGIN_PATH, navigateTo, type Side } from '../app/navigation';
import { useAdminInfo } from '../stores/admin-info';
import { useUserInfo } from '../stores/user-info';

const sessionStore = { admin: useAdminInfo, user: useUserInfo } as const;

/** The refresh in progress: requests answered with 409 meanwhile wait for it instead of starting another. */
let refreshing: Promise<void> | null = null;

/**
 * Exchanges the area's refresh token for a new access token (code 409 = access token expired).
 * On failure the area's tokens are cleared and the user is sent to its login page.
 */
export function refreshSession(side: Side): Promise<void> {
  refreshing ??= refresh(side).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refresh(side: Side): Promise<void> {
  const store = sessionStore[side];
  try {
    const refreshToken = store.getState().refresh_token;
    if (!refreshToken) throw new Error('No refresh token (the session was not kept)');
    // sent with the expired access token: the server deletes it; straight to the network, not
    // through the request layer, whose answer to a 409 is this refresh
    const { path: url, method } = commonRoutes.refreshToken;
    const { data: body } = await send({ url, method, data: { refreshToken }, headers: requestHeaders() });
    if (!isEnvelope(body)) throw new Error('Unexpected refreshToken response');
    if (body.code !== 1) {
      if (body.msg) feedback().codeError(body.msg);
      throw new ApiCodeError(body);
    }
    const { type, token } = body.data as EndpointOutput<typeof commonEndpoints.refreshToken>;
    const target = type === 'admin-refresh' ? 'admin' : type === 'user-refresh' ? 'user' : side;
    sessionStore[target].getState().setToken(token, 'auth');
  } catch (error) {
    store.getState().removeToken();
    if (currentPath() !== LOGIN_PATH[side]) navigateTo(LOGIN_PATH[side]);
    throw error;
  }
}
