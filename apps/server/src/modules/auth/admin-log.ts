import { eq } from 'drizzle-orm';
import { defineResource } from '../../core/crud/index.ts';
import { adminLog } from '../../db/schema/index.ts';

/** The admin log's whitelist, shared by the log page and the profile page's own log. */
export const adminLogFields = {
  id: { search: true, sort: true },
  admin_id: { search: true, sort: true, index: 'btree' },
  username: { search: true, sort: true, index: ['btree', 'trgm'] },
  title: { search: true, sort: true, index: 'trgm' },
  url: { search: ['LIKE', 'NOT LIKE', 'eq'], index: 'trgm' },
  ip: { search: true, sort: true, index: 'trgm' },
  useragent: { search: ['LIKE', 'NOT LIKE'], index: 'trgm' },
  create_time: { search: true, sort: true, index: 'btree' },
} as const;

/** `/admin/auth.AdminLog/index` (reference 6.3): read-only; non-super admins see their own rows. */
export const adminLogResource = defineResource({
  path: 'auth.AdminLog',
  table: adminLog,
  fields: adminLogFields,
  quickSearch: ['title'],
  order: 'id,desc',
  scope: (c) => (c.isSuper ? undefined : eq(adminLog.adminId, c.admin.id)),
  add: false,
  edit: false,
  del: false,
});
