import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeAdmin } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

// A table designed from a sentence (issue #35 item 5): /admin/crud.Crud/designFromText asks the config
// centre's chat endpoint, here a loopback server answering as an OpenAI-compatible API does.

const KEY = 'sk-loopback-7f3c9a1e5d';
const DESIGN = {
  table: { name: 'demo_book', comment: '图书', quickSearchField: ['title'] },
  fields: [
    { name: 'id', designType: 'pk', type: 'integer', defaultType: 'NONE', primaryKey: true, autoIncrement: true },
    { name: 'title', designType: 'string', type: 'varchar', length: 200, default: '', defaultType: 'EMPTY STRING', comment: '书名', titleEn: 'Title', form: { validator: ['required'] } },
    { name: 'status', designType: 'switch', type: 'boolean', default: '1', defaultType: 'INPUT', comment: '状态:0=下架,1=在售', optionsEn: '0=Off,1=On' },
    { name: 'create_time', designType: 'timestamp', type: 'timestamptz', defaultType: 'NULL', null: true },
  ],
};

type Mode = 'good' | 'fenced' | 'invalid' | 'forbidden' | 'secret-remote' | 'hang' | 'error';
let mode: Mode = 'good';
const received: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
const message = (content: string) => JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
const chat = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    received.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
    if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    if (mode === 'hang') return; // never answers
    res.setHeader('content-type', 'application/json');
    if (mode === 'error') return res.writeHead(401).end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }));
    if (mode === 'good') return res.end(message(JSON.stringify(DESIGN)));
    if (mode === 'fenced') return res.end(message('Here is the design:\n```json\n' + JSON.stringify(DESIGN, null, 2) + '\n```\nReview it before generating.'));
    if (mode === 'invalid') return res.end(message('{"table": {"name": "demo_book", "fields": [ this is not json'));
    if (mode === 'forbidden') return res.end(message(JSON.stringify({ ...DESIGN, table: { name: 'admin_rule' } })));
    const remote = { name: 'token_id', designType: 'remoteSelect', type: 'integer', default: '0', defaultType: 'INPUT', form: { 'remote-table': 'token', 'remote-pk': 'id', 'remote-field': 'type' } };
    return res.end(message(JSON.stringify({ ...DESIGN, fields: [...DESIGN.fields, remote] })));
  });
});

let s: TestServer;
let superH: Record<string, string>;
let chatUrl: string;
let logged = '';
const en = (h: Record<string, string>) => ({ ...h, 'think-lang': 'en' });
const describeTable = (description: string, headers = superH) => s.call('POST', '/admin/crud.Crud/designFromText', { headers, body: { description } });
const saveAi = (body: Record<string, unknown>, headers = superH) => s.call('POST', '/admin/routine.Config/edit?group=ai', { headers, body });
const stored = async (name: string) => (await s.ctx.database.rows<{ value: string }>(sql`select value from config where name = ${name}`))[0].value;

beforeAll(async () => {
  await new Promise<void>((resolve) => chat.listen(0, '127.0.0.1', resolve));
  chatUrl = `http://127.0.0.1:${(chat.address() as AddressInfo).port}/v1`;
  const logStream = new Writable({ write: (chunk: Buffer, _enc, done) => ((logged += chunk.toString()), done()) });
  s = await startTestServer({ LOG_LEVEL: 'debug' }, { logStream });
  superH = en({ batoken: (await loginAdmin(s)).token });
});
afterAll(async () => {
  await s.close();
  chat.closeAllConnections();
  await new Promise((resolve) => chat.close(resolve));
});

describe('designFromText', () => {
  it('is off until configured, and says so', async () => {
    expect((await s.call('GET', '/admin/crud.Crud/describeStatus', { headers: superH })).body).toMatchObject({ code: 1, data: { configured: false } });
    const res = await describeTable('A list of books with a title and whether it is on sale');
    expect(res.body).toMatchObject({ code: 0, msg: expect.stringContaining('Describing a table is off') });
    expect(received).toHaveLength(0);
  });

  it('only super administrators set the endpoint; others cannot save, add to or call it', async () => {
    // the seeded 一级管理员 group holds every config node
    const editorH = en({ batoken: (await makeAdmin(s.call, superH.batoken, 'aieditor1', [2])).token });
    expect((await saveAi({ ai_base_url: 'http://127.0.0.1:1/v1' }, editorH)).body.code).toBe(401);
    expect(await stored('ai_base_url')).toBe('');
    const add = await s.call('POST', '/admin/routine.Config/add', { headers: editorH, body: { group: 'ai', name: 'ai_extra', title: 'X', type: 'string' } });
    expect(add.body.code).toBe(401);
    // other tabs still save
    expect((await s.call('POST', '/admin/routine.Config/edit?group=basics', { headers: editorH, body: { record_number: 'E-1' } })).body.code).toBe(1);
    expect((await describeTable('books', editorH)).body.code).toBe(401);
    // a URL that is no http(s) address is refused
    expect((await saveAi({ ai_base_url: 'file:///etc/passwd' })).body).toMatchObject({ code: 0, msg: expect.stringContaining('Invalid URL') });
  });

  it('a super administrator configures it; the key is sent as a bearer token and never read back', async () => {
    const res = await saveAi({ ai_base_url: chatUrl, ai_model: 'loopback-chat', ai_secret_key: KEY, ai_timeout: 2 });
    expect(res.body.code).toBe(1);
    expect(await stored('ai_secret_key')).toBe(KEY);
    // saving the tab again with the empty box keeps the key
    expect((await saveAi({ ai_base_url: chatUrl, ai_model: 'loopback-chat', ai_secret_key: '', ai_timeout: 2 })).body.code).toBe(1);
    expect(await stored('ai_secret_key')).toBe(KEY);
    const index = await s.call('GET', '/admin/routine.Config/index', { headers: superH });
    expect(index.body.data.list.ai.title).toBe('AI');
    const items = index.body.data.list.ai.list as { name: string; value: unknown }[];
    expect(items.map((i) => i.name)).toEqual(['ai_base_url', 'ai_model', 'ai_secret_key', 'ai_timeout']);
    expect(items.find((i) => i.name === 'ai_secret_key')!.value).toBe('');
    expect(JSON.stringify(index.body)).not.toContain(KEY);
    expect((await s.call('GET', '/admin/crud.Crud/describeStatus', { headers: superH })).body.data).toEqual({ configured: true });
  });

  it('a good answer is the design, checked, for review: nothing is written', async () => {
    mode = 'good';
    const logs = async () => (await s.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from crud_log`))[0].n;
    const before = await logs();
    const res = await describeTable('A list of books with a title and whether it is on sale');
    expect(res.body.code).toBe(1);
    expect(res.body.data.table).toMatchObject({ name: 'demo_book', comment: '图书', type: 'create' });
    expect(res.body.data.fields.map((f: { name: string }) => f.name)).toEqual(['id', 'title', 'status', 'create_time']);
    const asked = received.at(-1)!;
    expect(asked.authorization).toBe(`Bearer ${KEY}`);
    expect(asked.body.model).toBe('loopback-chat');
    expect(asked.body.messages[1]).toEqual({ role: 'user', content: 'A list of books with a title and whether it is on sale' });
    // the system prompt carries the design's JSON Schema (from the contract) and its rules
    expect(asked.body.messages[0].content).toContain('"remoteSelects"');
    expect(asked.body.messages[0].content).toContain('状态:0=隐藏,1=正常');
    expect(await logs()).toBe(before);
    const table = await s.ctx.database.rows(sql`select 1 from information_schema.tables where table_name = 'demo_book'`);
    expect(table).toHaveLength(0);
  });

  it('accepts the design in a ```json fenced block among prose', async () => {
    mode = 'fenced';
    const res = await describeTable('books');
    expect(res.body.code).toBe(1);
    expect(res.body.data.fields).toHaveLength(4);
  });

  it('refuses an answer that is no JSON, a forbidden table, a secret remote table and an upstream error', async () => {
    mode = 'invalid';
    expect((await describeTable('books')).body).toMatchObject({ code: 0, msg: 'The chat endpoint did not answer a design in JSON', data: null });
    mode = 'forbidden';
    expect((await describeTable('books')).body).toMatchObject({ code: 0, msg: 'The design was refused: admin_rule is a table of the application: it cannot be rebuilt' });
    mode = 'secret-remote';
    expect((await describeTable('books')).body).toMatchObject({ code: 0, msg: 'The design was refused: token may not be read by a generated page' });
    mode = 'error';
    expect((await describeTable('books')).body).toMatchObject({ code: 0, msg: 'The chat endpoint answered HTTP 401 Incorrect API key provided' });
    // in Chinese as well
    mode = 'invalid';
    expect((await describeTable('books', { ...superH, 'think-lang': 'zh-cn' })).body.msg).toBe('对话接口没有以 JSON 回答表设计');
  });

  it('refuses within the configured time limit when the endpoint does not answer', async () => {
    mode = 'hang';
    expect((await saveAi({ ai_timeout: 1 })).body.code).toBe(1);
    const started = Date.now();
    const res = await describeTable('books');
    const took = Date.now() - started;
    expect(res.body).toMatchObject({ code: 0, msg: 'The chat endpoint did not answer within 1 seconds' });
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(2500);
  });

  it('the key is in no admin log row and no server log line', async () => {
    const rows = await s.ctx.database.rows<{ data: string; url: string }>(sql`select data, url from admin_log`);
    expect(rows.some((r) => r.url.includes('routine.Config/edit?group=ai'))).toBe(true);
    expect(rows.filter((r) => r.data.includes(KEY))).toEqual([]);
    // the logger was on (debug: every request) and saw the saves and the calls
    expect(logged).toContain('designFromText');
    expect(logged).not.toContain(KEY);
  });
});
