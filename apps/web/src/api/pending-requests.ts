import type { HttpRequest } from './http';
import { i18n } from '../lang/i18n';

/** In-flight requests by identity, so that a newer identical request cancels the older one. */
const pending = new Map<string, AbortController>();

/** Same method + url + params + data. Bodies that cannot be compared (FormData, files) never match. */
export function requestKey(config: HttpRequest): string | null {
  if (config.data instanceof FormData || config.data instanceof Blob) return null;
  const method = (config.method ?? 'get').toLowerCase();
  return [method, config.url, JSON.stringify(config.params ?? null), JSON.stringify(config.data ?? null)].join('&');
}

/** Registers a request; an identical one still running is aborted (newest wins) and only logged. */
export function addPending(key: string, controller: AbortController, url = ''): void {
  const previous = pending.get(key);
  if (previous) {
    console.warn(`${i18n.t('request.duplicateRequest')} ${url}`);
    previous.abort();
  }
  pending.set(key, controller);
}

export function removePending(key: string, controller: AbortController): void {
  if (pending.get(key) === controller) pending.delete(key);
}
