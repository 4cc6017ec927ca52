import { eq } from 'drizzle-orm';
import { defineResource } from '../../core/crud/index.ts';
import { adminLog } from '../../db/schema/index.ts';
import { adminLogFields } from '../auth/admin-log.ts';

/**
 * `/admin/routine.AdminInfoLog/index`: my own log on my profile page, for every admin (super ones
 * too), with the profile page's node `routine/adminInfo/index` rather than the log page's.
 */
export const myLogResource = defineResource({
  path: 'routine.AdminInfoLog',
  nodes: 'routine/adminInfo',
  table: adminLog,
  fields: adminLogFields,
  quickSearch: ['title'],
  order: 'id,desc',
  scope: (c) => eq(adminLog.adminId, c.admin.id),
  add: false,
  edit: false,
  del: false,
  export: false,
});
