import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, read as a Date. */
export const stamp = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' });
