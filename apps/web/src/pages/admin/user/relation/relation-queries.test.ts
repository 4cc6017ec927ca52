import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../api/query-client';
import { resourceKeys } from '../../../../api/query-keys';
import { invalidateTouched } from '../../../../api/write';
import { childrenQuery, moveWrite, unbindWrite } from './relation-queries';

describe('relation writes', () => {
  it('a move or an unbind reads every level of the tree and the relation list again, nothing else', async () => {
    for (const [write, vars] of [[moveWrite, { user_id: 5, parent_id: 0 }], [unbindWrite, { ids: [5] }]] as const) {
      const client = createQueryClient();
      const seeded = {
        top: childrenQuery(0).queryKey,
        team: childrenQuery(7).queryKey,
        list: resourceKeys.list('user.Relation', { page: 1, limit: 10 }),
        members: resourceKeys.list('user.User', { page: 1, limit: 10 }),
      };
      for (const key of Object.values(seeded)) client.setQueryData(key, { seeded: true });
      await invalidateTouched(client, write.touches(vars as never));
      const invalidated = Object.entries(seeded).filter(([, key]) => client.getQueryState(key)?.isInvalidated).map(([name]) => name);
      expect(invalidated).toEqual(['top', 'team', 'list']);
    }
  });
});
