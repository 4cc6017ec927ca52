// Bare Fastify hello-world: the ceiling the API is compared against in the same run. With
// BODY_FILE it answers that file's bytes instead (JSON; gzipped once at start when GZIP=1):
// the ceiling of an answer of that size, whatever the app does to make it.
import fs from 'node:fs';
import zlib from 'node:zlib';
import Fastify from 'fastify';

const app = Fastify();
const file = process.env.BODY_FILE;
if (file) {
  const gzip = process.env.GZIP === '1';
  const body = gzip ? zlib.gzipSync(fs.readFileSync(file)) : fs.readFileSync(file);
  app.get('/', (req, reply) => {
    reply.type('application/json; charset=utf-8');
    if (gzip) reply.header('content-encoding', 'gzip');
    reply.send(body);
  });
} else {
  app.get('/', async () => ({ hello: 'world' }));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
