import { and, gt, isNull, sql } from 'drizzle-orm';
import { sessions } from '../schema-accounts';

/**
 * Which sessions are active, the rule every query of sessions shares (the
 * sessions repository, the learning-record credentials that end with them,
 * and migration 0011's open_session, which is given SESSION_IDLE_DAYS).
 * A module of its own so that those repositories can share it without
 * importing each other.
 */

/** Sessions slide-expire after 30 idle days (DESIGN.md §4). */
export const SESSION_IDLE_DAYS = 30;

const idleLimit = () =>
  sql`now() - make_interval(days => ${SESSION_IDLE_DAYS})`;
/** A session its student can still use: not ended, used within SESSION_IDLE_DAYS. */
export const activeSession = () =>
  and(isNull(sessions.endedAt), gt(sessions.lastUsedAt, idleLimit()));
