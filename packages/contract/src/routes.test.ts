import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminIndexEndpoints } from './admin-index.ts';
import { accountEndpoints, memberEndpoints } from './account.ts';
import { commonEndpoints } from './auth.ts';
import type { AnyEndpoint, EndpointRoutes } from './endpoint.ts';
import { adminIndexRoutes, commonRoutes, memberRoutes } from './first-load.routes.ts';
import { accountRoutes, commerceRoutes } from './member-pages.routes.ts';
import { commerceEndpoints } from './order.ts';

const groups: [string, EndpointRoutes, Record<string, AnyEndpoint>][] = [
  ['adminIndex', adminIndexRoutes, adminIndexEndpoints],
  ['member', memberRoutes, memberEndpoints],
  ['common', commonRoutes, commonEndpoints],
  ['account', accountRoutes, accountEndpoints],
  ['commerce', commerceRoutes, commerceEndpoints],
];

describe('the zod-free routes of endpoint groups', () => {
  it.each(groups)('%s: every endpoint of the group sends by its route of the same name, and every route is an endpoint', (_, routes, endpoints) => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, e] of Object.entries(endpoints)) {
      expect({ name, method: e.method, path: e.path, audience: e.audience }).toEqual({ name, ...routes[name] });
    }
  });

  it.each(['first-load.routes.ts', 'member-pages.routes.ts'])('%s loads no zod: it imports types only', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    expect(source.match(/^import (?!type ).*$/gm) ?? []).toEqual([]);
  });
});
