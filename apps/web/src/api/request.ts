import type { ApiEnvelope } from './types';
import { ApiCodeError, isCancel, isEnvelope, requestHeaders, send as sendHttp, type HttpRequest } from './http';
import { feedback } from './feedback';
import { hideRequestLoading, showRequestLoading } from './loading-overlay';
import { addPending, removePending, requestKey } from './pending-requests';
import { httpErrorMessage } from './http-error-message';
import { refreshSession } from './token-refresh';
import { BASE_PATH, LOGIN_PATH, TWO_FACTOR_SETUP_PATH, navigateTo, pathOfRoute, sideOf } from '../app/navigation';
import { useAdminInfo } from '../stores/admin-info';
import { useUserInfo } from '../stores/user-info';
import { i18n } from '../lang/i18n';

export { ApiCodeError } from './http';

export interface RequestOptions {
  /** Cancel an identical request still in flight, newest wins (default true). */
  cancelDuplicateRequest?: boolean;
  /** Show the shared full-screen loading overlay while the request runs (default false). */
  loading?: boolean;
  /** On code 1, show the server msg or 'Operation successful' (default false). */
  showSuccessMessage?: boolean;
  /** On a code other than 1, show the server msg (default true). */
  showCodeMessage?: boolean;
  /** On an HTTP or network failure, show its message (default true). */
  showErrorMessage?: boolean;
}

const defaults: Required<RequestOptions> = {
  cancelDuplicateRequest: true,
  loading: false,
  showSuccessMessage: false,
  showCodeMessage: true,
  showErrorMessage: true,
};

/**
 * Calls the API (spec §7, §8). Resolves with the envelope when code is 1; rejects with an
 * ApiCodeError for other codes, or with an HttpError for HTTP, time-limit, network and
 * cancellation failures (`isCancel`).
 */
export function request<T = unknown>(config: HttpRequest, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  return send<T>(config, { ...defaults, ...options }, false);
}

async function send<T>(config: HttpRequest, options: Required<RequestOptions>, isReplay: boolean): Promise<ApiEnvelope<T>> {
  const key = options.cancelDuplicateRequest ? requestKey(config) : null;
  const controller = new AbortController();
  if (key) addPending(key, controller, config.url);
  if (options.loading) showRequestLoading();

  let body: unknown;
  try {
    const response = await sendHttp({ ...config, headers: { ...requestHeaders(), ...config.headers }, signal: controller.signal });
    body = response.data;
  } catch (error) {
    // a cancelled duplicate was already logged when it was cancelled
    if (!isCancel(error) && options.showErrorMessage) feedback().httpError(httpErrorMessage(error));
    throw error;
  } finally {
    if (key) removePending(key, controller);
    if (options.loading) hideRequestLoading();
  }

  if (!isEnvelope(body)) {
    if (options.showErrorMessage) feedback().httpError(i18n.t('request.abnormalProblem'));
    throw new Error(`Not an API response: ${config.url}`);
  }
  if (body.code === 1) {
    if (options.showSuccessMessage) feedback().success(body.msg || i18n.t('request.operationSuccessful'));
    return body as ApiEnvelope<T>;
  }
  if (body.code === 409 && !isReplay) {
    await refreshSession(sideOf());
    return send<T>(config, options, true);
  }
  // the enrolment screen says why; one notice per refused request would only repeat it
  if (options.showCodeMessage && body.msg && !isTwoFactorRequired(body)) feedback().codeError(body.msg);
  followSessionCode(body);
  throw new ApiCodeError(body);
}

/** 302 of the two-factor policy: the session stays, only enrolment is open to it. */
const isTwoFactorRequired = ({ code, data }: ApiEnvelope) => code === 302 && (data as { type?: string } | null)?.type === 'two-factor required';

/** 303: login state mismatch; 302: the server sends the client elsewhere. */
function followSessionCode(body: ApiEnvelope): void {
  const { code, data } = body;
  if (code !== 302 && code !== 303) return;
  if (isTwoFactorRequired(body)) {
    navigateTo(TWO_FACTOR_SETUP_PATH);
    return;
  }
  const side = sideOf();
  const session = side === 'admin' ? useAdminInfo.getState() : useUserInfo.getState();
  const info = (data ?? {}) as { type?: string; routePath?: string; routeName?: string };
  if (code === 303 && info.type === 'need login') {
    session.removeToken();
    navigateTo(LOGIN_PATH[side]);
  } else if (code === 303 && info.type === 'logged in') {
    navigateTo(BASE_PATH[side]);
  } else if (code === 302) {
    session.removeToken();
    const target = info.routePath || (info.routeName && pathOfRoute(info.routeName));
    if (target) navigateTo(target);
  }
}
