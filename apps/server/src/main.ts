import './start-guard.ts';
import { loadConfig } from './config.ts';
import { createServer } from './server.ts';

const started = performance.now();
const config = loadConfig();
const server = await createServer(config, { announce: (m) => console.log(`\n  ${m}\n`) });
await server.app.listen({ port: config.port, host: config.host });
const db = server.ctx.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
console.log(`Listening on http://localhost:${config.port} (${db}); ready in ${Math.round(performance.now() - started)} ms`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
