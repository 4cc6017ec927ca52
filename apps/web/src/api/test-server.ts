/**
 * Unit tests only: answers the app's requests with a handler instead of the network. It stands
 * in for `fetch` (and for XMLHttpRequest, which sends the uploads that report progress), so a
 * test goes through the whole client: URL and query string, headers, body, status, time limit,
 * cancellation.
 */

import { Blob as NodeBlob } from 'node:buffer';

/** A request as the server received it. */
export interface SeenRequest {
  /** Lower case (`get`, `post`). */
  method: string;
  /** The path, without the query string. */
  url: string;
  /** The query string's parameters, names as sent (`ids[]`); undefined without a query string. */
  params?: Record<string, string>;
  /** The body as sent: a JSON text, a FormData. */
  data: unknown;
  /** Lower-case names. */
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  /** A string is sent as it is, anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
}

/** Answers a request; a handler that throws is a network failure, one that never settles a server that does not answer. */
export type FakeHandler = (request: SeenRequest) => FakeReply | Promise<FakeReply>;

function seen(href: string, method = 'GET', headers: HeadersInit = {}, body: unknown = undefined): SeenRequest {
  const url = new URL(href, window.location.href);
  const params = url.search ? Object.fromEntries(url.searchParams) : undefined;
  return { method: method.toLowerCase(), url: url.pathname, params, data: body, headers: Object.fromEntries(new Headers(headers)) };
}

function replyText({ data }: FakeReply): string {
  return data === undefined ? '' : typeof data === 'string' ? data : JSON.stringify(data);
}

function replyHeaders(reply: FakeReply): Record<string, string> {
  return { 'content-type': typeof reply.data === 'string' ? 'text/plain' : 'application/json', ...reply.headers };
}

/** Rejects as fetch does when the request is aborted before its answer. */
function abortion(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const abort = () => reject(new DOMException('This operation was aborted', 'AbortError'));
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort);
  });
}

/** The bytes of a body, as an upload's progress counts them. */
function bodySize(body: unknown): number {
  if (typeof body === 'string') return body.length;
  if (body instanceof Blob) return body.size;
  if (body instanceof FormData) return [...body.values()].reduce((sum, value) => sum + (typeof value === 'string' ? value.length : value.size), 0);
  return 0;
}

/** Routes the app's requests to `handler`; answers the list of requests received, in order. */
export function fakeServer(handler: FakeHandler): SeenRequest[] {
  const calls: SeenRequest[] = [];
  const answer = async (request: SeenRequest): Promise<FakeReply> => {
    calls.push(request);
    try {
      return await handler(request);
    } catch {
      throw new TypeError('Failed to fetch');
    }
  };

  globalThis.fetch = async (input, init = {}) => {
    const reply = await Promise.race([answer(seen(String(input), init.method, init.headers, init.body)), abortion(init.signal)]);
    const headers = replyHeaders(reply);
    const response = new Response(replyText(reply), { status: reply.status ?? 200, headers });
    // as a browser's: a Blob with text(). On Node 24 a Response's blob() makes the test's global
    // Blob, jsdom's, which has none
    response.blob = async () => new NodeBlob([replyText(reply)], { type: headers['content-type'] }) as Blob;
    return response;
  };

  class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    readonly upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: 'GET', href: '', headers: {} as Record<string, string> };
    private answered = new Headers();
    private aborted = false;

    open(method: string, href: string) {
      this.request = { method, href, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getAllResponseHeaders() {
      return [...this.answered].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      const { method, href, headers } = this.request;
      this.upload.onprogress?.({ loaded: bodySize(body) });
      answer(seen(href, method, headers, body)).then(
        (reply) => {
          if (this.aborted) return;
          this.status = reply.status ?? 200;
          this.responseText = replyText(reply);
          this.answered = new Headers(replyHeaders(reply));
          this.onload?.();
        },
        () => {
          if (!this.aborted) this.onerror?.();
        },
      );
    }
  }
  globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return calls;
}

export function envelope<T>(code: number, data: T, msg = ''): FakeReply {
  return { data: { code, msg, time: 1700000000, data } };
}
