import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vagueParts } from '../src/core/http/answers.ts';
import type { RouteEntry } from '../src/app.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * Issue #30: every API route declares its answer (an endpoint of packages/contract, served by
 * core/http/serve.ts or an admin action's `endpoint`): the envelope's data (`output`), a file or
 * stream's content types (`file`), or another party's protocol (`protocol`, WeChat Pay's notifies).
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

// the CRUD generator's suite writes and removes an area `gentest` while others run (test/crud-generator.test.ts)
const api = () => s.app.routeList.filter((r) => /^\/(admin|api)\//i.test(r.url) && !/^\/admin\/gentest\./i.test(r.url));

describe('declared outputs', () => {
  it('every API route declares its answer', () => {
    const undeclared = api().filter((r) => !r.output && !r.file && !r.protocol);
    console.log(`API routes: ${api().length}, with a declared output: ${api().length - undeclared.length}, without: ${undeclared.length}`);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('every declared output is concrete (no any, unknown or custom)', () => {
    const schemas = (r: RouteEntry) => [r.output, r.protocol?.success.body?.schema, r.protocol?.refusal.schema].filter((s) => s !== undefined);
    const vague = api().flatMap((r) => schemas(r).flatMap((schema) => vagueParts(schema).map((p) => `${r.method} ${r.url} ${p}`)));
    expect(vague).toEqual([]);
    // a file route names at least one content type, each without parameters
    expect(api().filter((r) => r.file && (!r.file.length || r.file.some((type) => !/^[a-z]+\/[\w.+-]+$/.test(type)))).map((r) => r.url)).toEqual([]);
  });

  it('the OpenAPI description shows each declared answer: the envelope around it, a file, a protocol; a multipart body', async () => {
    type Content = Record<string, { schema: { properties: Record<string, { format?: string }>; required?: string[] } }>;
    const doc = (await s.call('GET', '/docs/json')).body as { paths: Record<string, Record<string, { requestBody?: { content?: Content }; responses?: Record<string, { content?: Content }> }>> };
    const missing: string[] = [];
    for (const r of api().filter((route) => route.output && !route.hidden)) {
      const schema = doc.paths[r.url]?.[r.method.toLowerCase()]?.responses?.['200']?.content?.['application/json']?.schema;
      if (!schema || !['code', 'msg', 'time', 'data'].every((k) => k in schema.properties)) missing.push(`${r.method} ${r.url}`);
    }
    for (const r of api().filter((route) => route.file && !route.hidden)) {
      const content = doc.paths[r.url]?.[r.method.toLowerCase()]?.responses?.['200']?.content ?? {};
      if (!r.file!.every((type) => type in content)) missing.push(`${r.method} ${r.url} (file)`);
    }
    for (const r of api().filter((route) => route.protocol && !route.hidden)) {
      const { success, refusal } = r.protocol!;
      const responses = doc.paths[r.url]?.[r.method.toLowerCase()]?.responses ?? {};
      const refused = responses['4XX']?.content?.[refusal.type]?.schema;
      if (!(String(success.status) in responses) || !refused || !Object.keys(refused.properties ?? {}).length) missing.push(`${r.method} ${r.url} (protocol)`);
    }
    // the uploads: a multipart body with the file as bytes
    for (const path of ['/admin/ajax/upload', '/api/ajax/upload', '/admin/module/upload', '/admin/user.User/import']) {
      const body = doc.paths[path]?.post?.requestBody?.content?.['multipart/form-data']?.schema;
      if (body?.properties?.file?.format !== 'binary') missing.push(`POST ${path} (multipart)`);
    }
    expect(missing).toEqual([]);
    const sessions = doc.paths['/admin/routine.AdminInfo/sessions'].get.responses!['200'].content!['application/json'].schema.properties.data;
    expect(JSON.stringify(sessions)).toContain('last_seen_time');
  });
});
