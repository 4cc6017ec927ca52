import { AxiosError } from 'axios';
import { i18n } from '../lang/i18n';

const statusMessages: Record<number, string> = {
  302: 'axios.interfaceRedirected',
  400: 'axios.incorrectParameter',
  401: 'axios.noPermission',
  403: 'axios.noPermission',
  404: 'axios.requestAddressError',
  408: 'axios.requestTimedOut',
  409: 'axios.sameDataExists',
  500: 'axios.serverInternalError',
  501: 'axios.serviceNotImplemented',
  502: 'axios.gatewayError',
  503: 'axios.serviceUnavailable',
  504: 'axios.serviceTemporarilyUnavailable',
  505: 'axios.httpVersionNotSupported',
};

/** The translated message for a failed HTTP exchange (spec §8). */
export function httpErrorMessage(error: unknown): string {
  const t = i18n.t.bind(i18n);
  if (error instanceof AxiosError) {
    const status = error.response?.status;
    if (status) {
      const key = statusMessages[status] ?? 'axios.abnormalProblem';
      return status === 404 ? `${t(key)}${error.config?.url ?? ''}` : t(key);
    }
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT || /timeout/i.test(error.message)) {
      return t('axios.networkTimeout');
    }
    if (error.code === AxiosError.ERR_NETWORK) {
      return navigator.onLine ? t('axios.serverException') : t('axios.disconnected');
    }
  }
  return t('axios.abnormalProblem');
}
