import { integer, pgTable } from 'drizzle-orm/pg-core';
import { admin } from '../../db/schema/auth.ts';
import { tz } from '../../db/schema/columns.ts';

/**
 * The admins who have seen (finished or dismissed) the back office's first-run tour (issue 35):
 * one row per admin, so the tour is offered once per admin whatever browser they sign in from.
 * A table of its own rather than a column of `admin`, so no existing answer about admins changes.
 */
export const adminTour = pgTable('admin_tour', {
  adminId: integer('admin_id').primaryKey().references(() => admin.id, { onDelete: 'cascade' }),
  seenTime: tz('seen_time').notNull().defaultNow(),
});
