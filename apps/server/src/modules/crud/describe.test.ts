import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_ANSWER_MAX_BYTES, askChat, jsonOfMessage } from './describe.ts';

describe('jsonOfMessage', () => {
  it('reads bare JSON, a ```json fenced block among prose, and an object among prose', () => {
    expect(jsonOfMessage('{"a":1}')).toEqual({ a: 1 });
    expect(jsonOfMessage('Here:\n```json\n{"a":2}\n```\nDone.')).toEqual({ a: 2 });
    expect(jsonOfMessage('```\n{"a":3}\n```')).toEqual({ a: 3 });
    expect(jsonOfMessage('The design is {"a":4} as asked')).toEqual({ a: 4 });
  });

  it('refuses text with no JSON object', () => {
    expect(() => jsonOfMessage('no design today')).toThrow('The chat endpoint did not answer a design in JSON');
    expect(() => jsonOfMessage('```json\n{"a": \n```')).toThrow('The chat endpoint did not answer a design in JSON');
  });
});

describe('askChat', () => {
  let mode: 'huge' | 'redirect' | 'not-openai' = 'huge';
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (mode === 'redirect') return res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
      if (mode === 'not-openai') return res.end('{"result":"ok"}');
      // more than the limit, in chunks
      const chunk = Buffer.alloc(64 * 1024, 'x');
      for (let sent = 0; sent <= AI_ANSWER_MAX_BYTES; sent += chunk.length) res.write(chunk);
      res.end();
    });
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const ask = () => askChat({ baseUrl: base, model: 'm', key: 'k', timeoutMs: 5000 }, 'books');

  it('refuses an answer over the size limit', async () => {
    mode = 'huge';
    await expect(ask()).rejects.toMatchObject({ msgKey: 'The chat endpoint answered more than %s bytes' });
  });

  it('does not follow a redirect (the key would go elsewhere)', async () => {
    mode = 'redirect';
    await expect(ask()).rejects.toMatchObject({ msgKey: 'The chat endpoint could not be reached: %s' });
  });

  it('refuses an answer that is not an OpenAI-style completion', async () => {
    mode = 'not-openai';
    await expect(ask()).rejects.toMatchObject({ msgKey: 'The chat endpoint did not answer as an OpenAI-compatible API' });
  });
});
