import { describe, expect, it } from 'vitest';
import { crudLogDescription } from '@app/contract';
import { createQueryClient } from '../../../../api/query-client';
import { resourceKeys } from '../../../../api/query-keys';
import { invalidateTouched } from '../../../../api/write';
import { deleteGenerationWrite, generateWrite, logStartQuery, succeededLogsQuery, tablesQuery } from './crud-queries';

describe('CRUD generator writes', () => {
  it('a generation or its removal reads the tables, the CRUD log (start list and table) and the log starts again', async () => {
    for (const touched of [generateWrite.touches({} as never), deleteGenerationWrite.touches(3)]) {
      const client = createQueryClient();
      const seeded = {
        tables: tablesQuery().queryKey,
        logs: succeededLogsQuery().queryKey,
        logTable: resourceKeys.list(crudLogDescription.path, { page: 2, limit: 10 }),
        logStart: logStartQuery(3).queryKey,
        members: resourceKeys.list('user.User', { page: 1, limit: 10 }),
      };
      for (const key of Object.values(seeded)) client.setQueryData(key, { seeded: true });
      await invalidateTouched(client, touched);
      const invalidated = Object.entries(seeded).filter(([, key]) => client.getQueryState(key)?.isInvalidated).map(([name]) => name);
      expect(invalidated).toEqual(['tables', 'logs', 'logTable', 'logStart']);
    }
  });
});
