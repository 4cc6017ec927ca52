import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { answerMismatches } from './answers.ts';
import { envelope } from './protocol.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** With `checkAnswers`: each answer that did not match its declared output (test helpers fail on any). */
    answerMismatches?: string[];
  }
}

/** The text of a JSON answer as the route sent it (a cached answer may be gzipped already), else null (a stream, a file). */
function answerText(payload: unknown, encoding: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  return (encoding === 'gzip' ? gunzipSync(payload) : payload).toString('utf8');
}

/**
 * Tests only (`buildApp(ctx, { checkAnswers: true })`, what the test helpers start): every
 * success envelope of a route with a declared output (`config.output`) is checked against it
 * strictly, and a route declaring a file (`config.file`) must send one of its content types. A mismatch is logged, recorded on `app.answerMismatches`, and answered as a 500 whose
 * message names it, so that the test that caused it fails where it happened.
 */
export function installAnswerCheck(app: FastifyInstance): void {
  const mismatches: string[] = [];
  app.decorate('answerMismatches', mismatches);
  app.addHook('onSend', async (req, reply, payload) => {
    const { output, file } = req.routeOptions.config;
    if ((!output && !file) || reply.statusCode !== 200) return payload;
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0].trim();
    let problems: string[];
    if (type.endsWith('json')) {
      const text = answerText(payload, reply.getHeader('content-encoding'));
      if (text === null) return payload;
      const body = JSON.parse(text) as { code?: unknown; data?: unknown };
      if (body.code !== 1) return payload;
      // a file route answers JSON only to refuse
      problems = output ? answerMismatches(output, body.data) : ['a success envelope where a file is declared'];
    } else if (file && !file.includes(type)) problems = [`a file of type ${type || '(none)'}, declared ${file.join(', ')}`];
    else return payload;
    if (!problems.length) return payload;
    const message = `The answer of ${req.method} ${req.routeOptions.url} does not match its declared output: ${problems.join('; ')}`;
    mismatches.push(message);
    req.log.error(message);
    reply.code(500).removeHeader('content-encoding');
    return JSON.stringify(envelope(0, message, req.time, null));
  });
}
