import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint, fileEndpoint, protocolEndpoint } from '@app/contract';
import { MemoryCounters } from '../cluster/counters.ts';
import { installAnswerCheck } from './check-answers.ts';
import { installProtocol } from './protocol.ts';
import { Throttle } from './throttle.ts';
import { zodValidatorCompiler } from './validation.ts';
import { ApiError } from './errors.ts';
import { answer, guardOf, serve, serveFile, serveProtocol } from './serve.ts';

// An endpoint whose handler answers one key more than it declares.
const shop = endpoint({ method: 'GET', path: '/api/shop/one', audience: 'none', input: z.object({ id: z.string() }), output: z.object({ id: z.number(), name: z.string() }), summary: 'One shop' });

/** A bare app with the protocol and the schema compilers of app.ts, serving `shop` (and what `more` adds). */
async function appServing(check: boolean, more?: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify({ schemaController: { compilersFactory: { buildValidator: () => zodValidatorCompiler as never, buildSerializer: () => serializerCompiler as never } } });
  installProtocol(app, { corsOrigins: () => [], getThrottle: new Throttle(new MemoryCounters(), 'get', 0) });
  if (check) installAnswerCheck(app);
  serve(app, shop, ({ id }) => answer({ id: Number(id), name: 'North', secret: 'x' } as { id: number; name: string }, 'Found'));
  more?.(app);
  await app.ready();
  return app;
}

// A file endpoint and a notify in another party's protocol, each answering what `?as=` says.
const sheet = fileEndpoint({ method: 'GET', path: '/api/shop/sheet', audience: 'none', input: z.object({ as: z.string() }), file: ['text/csv'], summary: 'A sheet' });
const notify = protocolEndpoint({
  method: 'POST',
  path: '/api/shop/notify',
  audience: 'none',
  query: z.object({ as: z.string() }),
  protocol: { success: { status: 204, body: null }, refusal: { type: 'application/json', schema: z.object({ code: z.literal('FAIL'), message: z.string() }) } },
  summary: 'A notify',
});
const withFileAndNotify = (app: FastifyInstance) => {
  serveFile(app, sheet, ({ as }, _req, { reply }) => {
    if (as === 'refused') throw new ApiError('No sheet');
    return reply.type(as === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain').send('a,b\r\n');
  });
  serveProtocol(app, notify, (_input, _req, { query: { as }, reply }) => {
    if (as === 'ok') return reply.code(204).send();
    if (as === 'ok-with-body') return reply.code(204).header('content-type', 'text/plain').send('done');
    if (as === 'fail') return reply.code(401).send({ code: 'FAIL', message: 'signature verification failed' });
    if (as === 'fail-extra') return reply.code(400).send({ code: 'FAIL', message: 'x', detail: 1 });
    if (as === 'crash') throw new Error('boom');
    // the kit's refusal: HTTP 400 on a protocol route (its HTTP 200 WeChat Pay would take for an accepted notify)
    if (as === 'refused') throw new ApiError('Order not found');
    return reply.code(200).send({ code: 'SUCCESS' });
  });
};

let app: FastifyInstance;
afterEach(() => app.close());

describe('serve', () => {
  it('sends what the handler answered, byte for byte: the declared output never serialises the answer', async () => {
    app = await appServing(false);
    const res = await app.inject({ method: 'GET', url: '/api/shop/one?id=7', headers: { server: 'true' } });
    const body = JSON.parse(res.body) as { time: number };
    expect(res.body).toBe(`{"code":1,"msg":"Found","time":${body.time},"data":{"id":7,"name":"North","secret":"x"}}`);
  });

  it('with the answer check (tests), an undeclared key is a 500 naming it, and is recorded', async () => {
    app = await appServing(true);
    const res = await app.inject({ method: 'GET', url: '/api/shop/one?id=7', headers: { server: 'true' } });
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body)).toMatchObject({ code: 0, msg: expect.stringContaining('GET /api/shop/one') as string });
    expect(app.answerMismatches).toEqual([expect.stringContaining('secret: not declared')]);
  });

  it('validates the declared input', async () => {
    app = await appServing(true);
    const res = await app.inject({ method: 'GET', url: '/api/shop/one', headers: { server: 'true' } });
    expect(JSON.parse(res.body)).toMatchObject({ code: 0 });
  });
});

describe('serveFile and serveProtocol, with the answer check', () => {
  it('a file endpoint passes its declared content type and a refusal in the envelope; another type is a 500 naming it', async () => {
    app = await appServing(true, withFileAndNotify);
    const get = (as: string) => app.inject({ method: 'GET', url: `/api/shop/sheet?as=${as}`, headers: { server: 'true' } });
    expect((await get('csv')).body).toBe('a,b\r\n');
    expect(JSON.parse((await get('refused')).body)).toMatchObject({ code: 0, msg: 'No sheet' });
    const wrong = await get('text');
    expect(wrong.statusCode).toBe(500);
    expect(app.answerMismatches).toEqual([expect.stringContaining('a file of type text/plain, declared text/csv')]);
  });

  it("a protocol endpoint passes its success and refusals (the kit's as HTTP 400, its 500 envelope); anything else, an HTTP 200 among it, is a 500 naming it", async () => {
    app = await appServing(true, withFileAndNotify);
    const post = (as: string) => app.inject({ method: 'POST', url: `/api/shop/notify?as=${as}`, headers: { server: 'true' } });
    expect((await post('ok')).statusCode).toBe(204);
    expect(JSON.parse((await post('fail')).body)).toEqual({ code: 'FAIL', message: 'signature verification failed' });
    expect((await post('crash')).statusCode).toBe(500);
    const refused = await post('refused');
    expect([refused.statusCode, JSON.parse(refused.body).code]).toEqual([400, 0]);
    expect(app.answerMismatches).toEqual([]);
    for (const as of ['ok-with-body', 'fail-extra', 'other']) expect((await post(as)).statusCode).toBe(500);
    expect(app.answerMismatches).toEqual([
      expect.stringContaining('a success with a body, declared none'),
      expect.stringContaining('detail: not declared'),
      expect.stringContaining('status 200, declared 204 or a refusal'),
    ]);
  });
});

describe('guardOf', () => {
  it('gives the guard the config route declarations wrote by hand', () => {
    expect(guardOf('none')).toEqual({ auth: 'none' });
    expect(guardOf({ member: true })).toEqual({ auth: 'member' });
    expect(guardOf({ member: false })).toEqual({ auth: 'member', permission: false });
    expect(guardOf({ admin: 'auth/admin/index' })).toEqual({ auth: 'admin', permission: 'auth/admin/index' });
    expect(guardOf({ admin: true, superAdmin: true })).toEqual({ auth: 'admin', superAdmin: true });
  });
});
