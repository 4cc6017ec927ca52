import { z } from 'zod';
import { describeResource } from './describe.ts';

/** A row of `GET /admin/auth.AdminLog/index` (reference 6.3); times in unix seconds. */
export const adminLogRow = z.object({
  id: z.number(),
  admin_id: z.number(),
  username: z.string(),
  url: z.string(),
  title: z.string(),
  /** The request data as JSON, passwords and tokens masked as *** by the server. */
  data: z.string().nullable(),
  ip: z.string(),
  useragent: z.string(),
  create_time: z.number().nullable(),
});
export type AdminLogRow = z.output<typeof adminLogRow>;

/**
 * The admin log (`/admin/auth.AdminLog/*`), described once; the profile page's own log
 * (`routine.AdminInfoLog`) is the same list under another path.
 */
export const adminLogDescription = describeResource({
  path: 'auth.AdminLog',
  order: 'id,desc',
  row: adminLogRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    admin_id: { kind: 'ref', search: true, sort: true, index: 'btree' },
    username: { kind: 'text', search: true, sort: true, index: ['btree', 'trgm'] },
    title: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
    url: { kind: 'text', search: ['LIKE', 'NOT LIKE', 'eq'], index: 'trgm' },
    ip: { kind: 'text', search: true, sort: true, index: 'trgm' },
    useragent: { kind: 'text', search: ['LIKE', 'NOT LIKE'], index: 'trgm' },
    create_time: { kind: 'time', search: true, sort: true, index: 'btree' },
  },
});
