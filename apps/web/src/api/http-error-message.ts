import { HttpError } from './http';
import { i18n } from '../lang/i18n';

const statusMessages: Record<number, string> = {
  302: 'request.interfaceRedirected',
  400: 'request.incorrectParameter',
  401: 'request.noPermission',
  403: 'request.noPermission',
  404: 'request.requestAddressError',
  408: 'request.requestTimedOut',
  409: 'request.sameDataExists',
  500: 'request.serverInternalError',
  501: 'request.serviceNotImplemented',
  502: 'request.gatewayError',
  503: 'request.serviceUnavailable',
  504: 'request.serviceTemporarilyUnavailable',
  505: 'request.httpVersionNotSupported',
};

/** The translated message for a failed HTTP exchange (spec §8). */
export function httpErrorMessage(error: unknown): string {
  const t = i18n.t.bind(i18n);
  if (error instanceof HttpError) {
    if (error.reason === 'status') {
      const key = statusMessages[error.status] ?? 'request.abnormalProblem';
      return error.status === 404 ? `${t(key)}${error.url}` : t(key);
    }
    if (error.reason === 'timeout') return t('request.networkTimeout');
    if (error.reason === 'network') return navigator.onLine ? t('request.serverException') : t('request.disconnected');
  }
  return t('request.abnormalProblem');
}
