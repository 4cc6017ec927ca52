import { describe, expect, it } from 'vitest';
import { securityEndpoints } from '@app/contract';
import { endpointKey } from '../../../../api/endpoint';
import { createQueryClient } from '../../../../api/query-client';
import { resourceKeys } from '../../../../api/query-keys';
import { invalidateTouched } from '../../../../api/write';
import { catalogueQuery, installedModulesQuery, moduleStoreTouches } from './module-store-queries';

describe('module store writes', () => {
  it('read both lists again, the admin rules and the tables (a module brings menus and migrations), nothing else', async () => {
    const client = createQueryClient();
    const seeded = {
      installed: installedModulesQuery().queryKey,
      catalogue: catalogueQuery().queryKey,
      rules: resourceKeys.list('auth.Rule', { page: 1, limit: 10 }),
      rule: resourceKeys.row('auth.Rule', 4),
      tables: endpointKey(securityEndpoints.tables, {}),
      members: resourceKeys.list('user.User', { page: 1, limit: 10 }),
      memberRules: resourceKeys.list('user.Rule', { page: 1, limit: 10 }),
    };
    for (const key of Object.values(seeded)) client.setQueryData(key, { seeded: true });
    await invalidateTouched(client, moduleStoreTouches());
    const invalidated = Object.entries(seeded).filter(([, key]) => client.getQueryState(key)?.isInvalidated).map(([name]) => name);
    expect(invalidated).toEqual(['installed', 'catalogue', 'rules', 'rule', 'tables']);
  });
});
