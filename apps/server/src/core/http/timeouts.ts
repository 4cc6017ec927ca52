import http from 'node:http';

/** How long a client may take (config: `HTTP_*_TIMEOUT_MS`, README "Configuration"). */
export interface HttpTimeouts {
  /** From a request's first byte to the end of its headers: a client trickling header lines is cut with 408. */
  headersMs: number;
  /** From a request's first byte to the end of its body: the longest upload (local storage) must fit in it. */
  requestMs: number;
  /** Between requests on a kept-alive connection; longer than a proxy's upstream keep-alive (nginx: 60 s), so that the proxy closes first and never reuses a connection this server closed. */
  keepAliveMs: number;
  /** From connecting to the first byte: a connection that sends nothing. */
  silentMs: number;
  /** How often Node checks the headers and request timeouts (30 s by default, which would let a trickle live 30 s longer). */
  checkMs: number;
}

/**
 * The HTTP server with the slow-client limits (Fastify's `serverFactory`). Node enforces the
 * headers, request and keep-alive limits itself; a connection that never starts a request is not
 * one of its requests, so its socket gets an inactivity limit until its first byte arrives.
 */
export function createHttpServer(t: HttpTimeouts, handler: http.RequestListener): http.Server {
  const server = http.createServer(
    { headersTimeout: t.headersMs, requestTimeout: t.requestMs, keepAliveTimeout: t.keepAliveMs, connectionsCheckingInterval: t.checkMs },
    handler,
  );
  server.on('connection', (socket) => {
    // Node's own timeout listener destroys the socket when nobody else handles it
    socket.setTimeout(t.silentMs);
    socket.once('data', () => socket.setTimeout(0));
  });
  return server;
}
