import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ProtocolAnswers } from '@app/contract';
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

const isEnvelope = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number' && typeof (body as { msg?: unknown }).msg === 'string' && 'time' in body;

/** How an answer of a protocol route differs from its declaration (`status`, content type, body); the kit's own error envelopes pass. */
function protocolMismatches(declared: ProtocolAnswers, status: number, type: string, text: string | null): string[] {
  const body = (expected: { type: string; schema: z.ZodType }, what: string): string[] => {
    if (type !== expected.type) return [`${what} of type ${type || '(none)'}, declared ${expected.type}`];
    if (text === null) return [`${what} that is not text`];
    if (!type.endsWith('json')) return answerMismatches(expected.schema, text);
    try {
      return answerMismatches(expected.schema, JSON.parse(text));
    } catch {
      return [`${what} that is not JSON`];
    }
  };
  if (status === declared.success.status) {
    if (declared.success.body) return body(declared.success.body, 'a success');
    return text ? [`a success with a body, declared none`] : [];
  }
  if (status < 400) return [`status ${status}, declared ${declared.success.status} or a refusal`];
  if (type.endsWith('json') && text) {
    try {
      if (isEnvelope(JSON.parse(text))) return [];
    } catch {
      // not JSON: checked as the refusal below
    }
  }
  return body(declared.refusal, `a refusal (${status})`);
}

/**
 * Tests only (`buildApp(ctx, { checkAnswers: true })`, what the test helpers start): every
 * success envelope of a route with a declared output (`config.output`) is checked against it
 * strictly, a route declaring a file (`config.file`) must send one of its content types, and one
 * answering another party's protocol (`config.protocol`) its declared statuses and bodies. A
 * mismatch is logged, recorded on `app.answerMismatches`, and answered as a 500 whose message
 * names it, so that the test that caused it fails where it happened.
 */
export function installAnswerCheck(app: FastifyInstance): void {
  const mismatches: string[] = [];
  app.decorate('answerMismatches', mismatches);
  app.addHook('onSend', async (req, reply, payload) => {
    const { output, file, protocol } = req.routeOptions.config;
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0].trim();
    let problems: string[];
    if (protocol) problems = protocolMismatches(protocol, reply.statusCode, type, payload === undefined || payload === null ? '' : answerText(payload, reply.getHeader('content-encoding')));
    else if ((!output && !file) || reply.statusCode !== 200) return payload;
    else if (type.endsWith('json')) {
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
    // a file stream not sent is closed
    if (payload && typeof (payload as { destroy?: unknown }).destroy === 'function') (payload as { destroy(): void }).destroy();
    reply.code(500).removeHeader('content-encoding').removeHeader('content-length').header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(envelope(0, message, req.time, null));
  });
}
