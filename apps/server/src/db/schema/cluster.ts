import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/** Request counters shared by every instance: one fixed window per key (throttle and client IP). */
export const rateLimit = pgTable('rate_limit', {
  key: varchar('key', { length: 120 }).primaryKey(),
  hits: integer('hits').notNull(),
  resetTime: tz('reset_time').notNull(),
});

/** Periodic jobs: the instance that moves `next_run_time` forward runs the job, once per period. */
export const jobRun = pgTable('job_run', {
  name: varchar('name', { length: 50 }).primaryKey(),
  lastRunTime: tz('last_run_time').notNull(),
  nextRunTime: tz('next_run_time').notNull(),
  instance: varchar('instance', { length: 64 }).notNull().default(''),
});
