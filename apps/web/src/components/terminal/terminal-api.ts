import { request } from '../../api/request';

/** `POST /admin/ajax/changeTerminalConfig` (reference 12.4): the server's package manager and port, with the loading overlay. */
export function changeTerminalConfig(data: { manager?: string; port?: number }) {
  return request<Record<string, never>>({ url: '/admin/ajax/changeTerminalConfig', method: 'POST', data }, { loading: true });
}
