import { timestamp, integer } from 'drizzle-orm/pg-core';

/** Timestamps are timestamptz in the database and unix seconds on the wire. */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => tz('create_time').defaultNow();
export const updatedAt = () => tz('update_time').defaultNow();
export const weigh = () => integer('weigh').notNull().default(0);
