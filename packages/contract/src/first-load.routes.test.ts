import { describe, expect, it } from 'vitest';
import { adminIndexEndpoints } from './admin-index.ts';
import { memberEndpoints } from './account.ts';
import { commonEndpoints } from './auth.ts';
import type { AnyEndpoint, EndpointRoutes } from './endpoint.ts';
import { adminIndexRoutes, commonRoutes, memberRoutes } from './first-load.routes.ts';

const groups: [string, EndpointRoutes, Record<string, AnyEndpoint>][] = [
  ['adminIndex', adminIndexRoutes, adminIndexEndpoints],
  ['member', memberRoutes, memberEndpoints],
  ['common', commonRoutes, commonEndpoints],
];

describe('the zod-free routes of the first loads', () => {
  it.each(groups)('%s: every endpoint of the group sends by its route of the same name, and every route is an endpoint', (_, routes, endpoints) => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, e] of Object.entries(endpoints)) {
      expect({ name, method: e.method, path: e.path, audience: e.audience }).toEqual({ name, ...routes[name] });
    }
  });

  it('load no zod: the file imports types only', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('./first-load.routes.ts', import.meta.url), 'utf8');
    expect(source.match(/^import (?!type ).*$/gm) ?? []).toEqual([]);
  });
});
