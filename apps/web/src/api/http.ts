import axios from 'axios';
import type { ApiEnvelope } from './types';
import { currentLang } from '../lang/i18n';
import { useAdminInfo } from '../stores/admin-info';
import { useUserInfo } from '../stores/user-info';

/** Same origin unless VITE_API_BASE_URL says otherwise; 10 s timeout (spec §9). */
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE_URL ?? '',
  timeout: 10_000,
  headers: { 'Content-Type': 'application/json' },
});

/**
 * `server` marks an API call (the SPA and the API share path prefixes); both tokens travel
 * whenever they are present, the server reads the one of its area.
 */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { server: 'true', 'think-lang': currentLang() };
  const adminToken = useAdminInfo.getState().token;
  const userToken = useUserInfo.getState().token;
  if (adminToken) headers.batoken = adminToken;
  if (userToken) headers['ba-user-token'] = userToken;
  return headers;
}

/** A response whose code is not 1; the envelope is kept for callers that react to the code. */
export class ApiCodeError<T = unknown> extends Error {
  readonly envelope: ApiEnvelope<T>;

  constructor(envelope: ApiEnvelope<T>) {
    super(envelope.msg || `code ${envelope.code}`);
    this.name = 'ApiCodeError';
    this.envelope = envelope;
  }

  get code(): number {
    return this.envelope.code;
  }
}

export function isEnvelope(body: unknown): body is ApiEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}
