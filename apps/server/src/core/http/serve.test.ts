import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@app/contract';
import { MemoryCounters } from '../cluster/counters.ts';
import { installAnswerCheck } from './check-answers.ts';
import { installProtocol } from './protocol.ts';
import { Throttle } from './throttle.ts';
import { zodValidatorCompiler } from './validation.ts';
import { answer, guardOf, serve } from './serve.ts';

// An endpoint whose handler answers one key more than it declares.
const shop = endpoint({ method: 'GET', path: '/api/shop/one', audience: 'none', input: z.object({ id: z.string() }), output: z.object({ id: z.number(), name: z.string() }), summary: 'One shop' });

/** A bare app with the protocol and the schema compilers of app.ts, serving `shop`. */
async function appServing(check: boolean): Promise<FastifyInstance> {
  const app = Fastify({ schemaController: { compilersFactory: { buildValidator: () => zodValidatorCompiler as never, buildSerializer: () => serializerCompiler as never } } });
  installProtocol(app, { corsOrigins: () => [], getThrottle: new Throttle(new MemoryCounters(), 'get', 0) });
  if (check) installAnswerCheck(app);
  serve(app, shop, ({ id }) => answer({ id: Number(id), name: 'North', secret: 'x' } as { id: number; name: string }, 'Found'));
  await app.ready();
  return app;
}

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

describe('guardOf', () => {
  it('gives the guard the config route declarations wrote by hand', () => {
    expect(guardOf('none')).toEqual({ auth: 'none' });
    expect(guardOf({ member: true })).toEqual({ auth: 'member' });
    expect(guardOf({ member: false })).toEqual({ auth: 'member', permission: false });
    expect(guardOf({ admin: 'auth/admin/index' })).toEqual({ auth: 'admin', permission: 'auth/admin/index' });
    expect(guardOf({ admin: true, superAdmin: true })).toEqual({ auth: 'admin', superAdmin: true });
  });
});
