import { eq } from 'drizzle-orm';
import { adminLogDescription } from '@app/contract';
import { defineResource, described } from '../../core/crud/index.ts';
import { adminLog } from '../../db/schema/index.ts';

/** `/admin/auth.AdminLog/index` (reference 6.3): read-only; non-super admins see their own rows. */
export const adminLogResource = defineResource({
  ...described(adminLogDescription),
  table: adminLog,
  scope: (c) => (c.isSuper ? undefined : eq(adminLog.adminId, c.admin.id)),
  add: false,
  edit: false,
  del: false,
});
