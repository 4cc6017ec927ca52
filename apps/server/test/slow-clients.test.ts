import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * Slow clients (core/http/timeouts.ts) on raw sockets, with short limits: a client trickling
 * header lines, one that never sends a byte, one idling between requests and one trickling a
 * body are cut within their limit (plus the checking interval), while normal requests keep being
 * answered. Before the limits, Node's defaults kept a trickle 86 s and a silent socket for good.
 */
const LIMITS = { headers: 800, request: 1600, keepAlive: 600, silent: 700, check: 100 };
let s: TestServer;
let port: number;
beforeAll(async () => {
  s = await startTestServer({
    HTTP_HEADERS_TIMEOUT_MS: String(LIMITS.headers),
    HTTP_REQUEST_TIMEOUT_MS: String(LIMITS.request),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: String(LIMITS.keepAlive),
    HTTP_SILENT_TIMEOUT_MS: String(LIMITS.silent),
    HTTP_TIMEOUT_CHECK_MS: String(LIMITS.check),
  });
  port = Number(new URL(s.url).port);
});
afterAll(() => s?.close());

/** A raw connection: what it received, and when the server closed it (ms after connecting). */
function connect() {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  return { socket, closed, received: () => received };
}

/** Writes `line` every `everyMs` until the socket closes. */
function trickle(socket: net.Socket, line: string, everyMs: number) {
  const timer = setInterval(() => socket.writable && socket.write(line), everyMs);
  socket.on('close', () => clearInterval(timer));
}

const answered = async () => (await s.call('GET', '/api/index/index')).status === 200;

describe('slow clients', () => {
  it('a client trickling header lines is cut with 408 within the headers limit, while others are answered', async () => {
    const c = connect();
    c.socket.write('GET /api/index/index HTTP/1.1\r\nHost: localhost\r\n');
    trickle(c.socket, 'X-Slow: 1\r\n', 150);
    expect(await answered()).toBe(true);
    const after = await c.closed;
    expect(after).toBeGreaterThanOrEqual(LIMITS.headers - 50);
    expect(after).toBeLessThan(LIMITS.headers + LIMITS.check + 1000);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(await answered()).toBe(true);
  });

  it('a connection that sends nothing is closed within the silent limit', async () => {
    const c = connect();
    const after = await c.closed;
    expect(after).toBeGreaterThanOrEqual(LIMITS.silent - 50);
    expect(after).toBeLessThan(LIMITS.silent + 1000);
    expect(c.received()).toBe('');
  });

  it('a kept-alive connection idle after its answer is closed within the keep-alive limit', async () => {
    const c = connect();
    c.socket.write('GET /api/index/index HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const after = await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(after).toBeLessThan(LIMITS.keepAlive + 1000);
  });

  it('a body trickled past the request limit is cut, normal requests go on', async () => {
    const c = connect();
    c.socket.write('POST /api/index/index HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
    trickle(c.socket, ' ', 100);
    expect(await answered()).toBe(true);
    const after = await c.closed;
    expect(after).toBeGreaterThanOrEqual(LIMITS.request - 50);
    expect(after).toBeLessThan(LIMITS.request + LIMITS.check + 1000);
    expect(await answered()).toBe(true);
  });
});
