import type { ApiEnvelope } from './types';
import { toQueryString } from './query-string';
import { currentLang } from '../lang/i18n';
import { useAdminInfo } from '../stores/admin-info';
import { useUserInfo } from '../stores/user-info';

/** Same origin unless VITE_API_BASE_URL says otherwise. */
const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';
/** Spec §9. */
export const DEFAULT_TIMEOUT = 10_000;

/** One exchange with the API: what the request layer, the token refresh and the downloads send. */
export interface HttpRequest {
  url: string;
  /** GET when absent. */
  method?: string;
  /** The query string, in the PHP bracket form the server reads (`toQueryString`). */
  params?: object | null;
  /** The body: JSON, or a FormData or Blob as it is (the browser sets a multipart's boundary). */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds; 0 for none (a long write, a large file). DEFAULT_TIMEOUT when absent. */
  timeout?: number;
  signal?: AbortSignal;
  /** 'blob' for a file; otherwise the body is read as JSON (its text when it is not JSON). */
  responseType?: 'json' | 'blob';
  /** The bytes of the body sent so far: the upload goes by XMLHttpRequest, fetch tells no progress. */
  onUploadProgress?: (loaded: number) => void;
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  headers: Headers;
}

/** Why an exchange failed: an HTTP status outside 2xx, the time limit, the network, or a cancellation. */
export type HttpFailure = 'status' | 'timeout' | 'network' | 'cancel';

export class HttpError extends Error {
  readonly reason: HttpFailure;
  readonly url: string;
  /** The HTTP status of a 'status' failure, else 0. */
  readonly status: number;

  constructor(reason: HttpFailure, url: string, status = 0) {
    super(reason === 'status' ? `Request failed with status code ${status}` : `Request ${reason === 'cancel' ? 'canceled' : `failed (${reason})`}: ${url}`);
    this.name = 'HttpError';
    this.reason = reason;
    this.url = url;
    this.status = status;
  }
}

/** A request cancelled by its caller (a newer identical request, a page left). */
export const isCancel = (error: unknown): boolean => error instanceof HttpError && error.reason === 'cancel';

/**
 * Sends a request and reads its answer. Rejects with an HttpError for a status outside 2xx, the
 * time limit (which also covers reading the body), a network failure or the caller's abort.
 */
export async function send<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
  const { url, method = 'GET', params, data, timeout = DEFAULT_TIMEOUT, signal } = request;
  const query = params ? toQueryString(params) : '';
  const href = BASE_URL + url + (query ? `${url.includes('?') ? '&' : '?'}${query}` : '');
  const asIs = data instanceof FormData || data instanceof Blob;
  const body = data === undefined ? undefined : asIs ? data : JSON.stringify(data);
  const headers = body === undefined || asIs ? { ...request.headers } : { 'Content-Type': 'application/json', ...request.headers };

  // one abort for the caller's cancel and the time limit, told apart by `timedOut`
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  const cancel = () => controller.abort();
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel);
  const exchange: Exchange = { href, method: method.toUpperCase(), headers, body, signal: controller.signal };
  try {
    const response = request.onUploadProgress ? await sendWithProgress(exchange, request.onUploadProgress) : await fetchAnswer(exchange, request.responseType);
    if (response.status < 200 || response.status >= 300) throw new HttpError('status', url, response.status);
    return response as HttpResponse<T>;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(controller.signal.aborted ? (timedOut ? 'timeout' : 'cancel') : 'network', url);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

interface Exchange {
  href: string;
  method: string;
  headers: Record<string, string>;
  body: string | FormData | Blob | undefined;
  signal: AbortSignal;
}

/** JSON when the text is JSON, else the text (a proxy's error page, an empty body). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function fetchAnswer({ href, ...init }: Exchange, responseType: HttpRequest['responseType']): Promise<HttpResponse> {
  const response = await fetch(href, init);
  const data = responseType === 'blob' ? await response.blob() : parsed(await response.text());
  return { status: response.status, data, headers: response.headers };
}

function sendWithProgress({ href, method, headers, body, signal }: Exchange, onProgress: (loaded: number) => void): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, href);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const lines = xhr.getAllResponseHeaders().trim().split(/[\r\n]+/).filter(Boolean);
      const answered = new Headers(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as [string, string]));
      resolve({ status: xhr.status, data: parsed(xhr.responseText), headers: answered });
    };
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onabort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', () => xhr.abort());
    xhr.send(body ?? null);
  });
}

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
