import { eq } from 'drizzle-orm';
import { adminLogDescription } from '@app/contract';
import { defineResource, described } from '../../core/crud/index.ts';
import { adminLog } from '../../db/schema/index.ts';

/**
 * `/admin/routine.AdminInfoLog/index`: my own log on my profile page, for every admin (super ones
 * too), with the profile page's node `routine/adminInfo/index` rather than the log page's.
 */
export const myLogResource = defineResource({
  ...described(adminLogDescription),
  path: 'routine.AdminInfoLog',
  nodes: 'routine/adminInfo',
  table: adminLog,
  scope: (c) => eq(adminLog.adminId, c.admin.id),
  add: false,
  edit: false,
  del: false,
  export: false,
});
