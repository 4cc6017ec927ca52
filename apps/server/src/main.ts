import './start-guard.ts';
import { loadConfig } from './config.ts';
import { createServer } from './server.ts';

const started = performance.now();
const config = loadConfig();
const server = await createServer(config, { announce: (m) => console.log(`\n  ${m}\n`) });
await server.app.listen({ port: config.port, host: config.host });
const db = server.ctx.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
console.log(`Listening on http://localhost:${config.port} (${db}); ready in ${Math.round(performance.now() - started)} ms`);

// The first SIGTERM or SIGINT stops gracefully (Server.close: unready, requests in flight
// finish within SHUTDOWN_GRACE_MS, idle connections left to their clients) and exits 0; a
// second one exits at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      console.log(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: stopping (requests in flight have ${config.shutdownGraceMs} ms)`);
    // a backstop should closing the database or a job hang after the grace
    setTimeout(() => {
      console.error('stop did not finish in time: exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 10_000).unref();
    // kept-alive idle connections are the proxy's to close (Server.close)
    server.close({ leaveIdle: true }).then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('stop failed:', err);
        process.exit(1);
      },
    );
  });
}
