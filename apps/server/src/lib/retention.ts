import { and, isNotNull, lt, ne, notInArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailuresRepository } from '../db/repositories/sign-in-failures';
import { SESSION_IDLE_DAYS } from '../db/repositories/sessions';
import { sessions, students } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed';
import {
  purgeLearningRecordUpkeep,
  type LearningRecordPurge,
} from '../learning/xapi-retention';

/*
 * What the privacy policy promises (packages/content/course/privacy-policy.yaml,
 * §6 "How long we keep your information"):
 * - "Security logs, such as sign-in records, are kept for 90 days and then
 *   deleted." Sign-in records are the sessions (§2 calls them that).
 * - "We keep your information while your subscription is active and for 12
 *   months after it ends ... After that, we delete your information".
 */
export const SIGN_IN_RECORD_DAYS = 90;
export const ACCOUNT_MONTHS_AFTER_END = 12;

const DAY_MS = 24 * 3600 * 1000;
const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS);
const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

export interface PurgeResult extends LearningRecordPurge {
  /** Failed sign-ins past their use for throttling. */
  signInFailures: number;
  /** Sign-in records (sessions) over 90 days old that can no longer be used. */
  sessions: number;
  /** Accounts whose subscription ended over 12 months ago, with all their data. */
  students: number;
}

class DryRun extends Error {
  constructor(readonly result: PurgeResult) {
    super('dry run');
  }
}

/**
 * Deletes what the privacy policy says is no longer kept, as of `now`, in
 * one transaction. Safe to run on several instances at once and as often as
 * wanted: a second run finds nothing. With `dryRun` it only counts.
 */
export async function purgeExpiredRecords(
  db: Db,
  now: Date,
  opts: { dryRun?: boolean } = {},
): Promise<PurgeResult> {
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const result: PurgeResult = {
        // Sent outbox rows and ended learning-record credentials.
        ...(await purgeLearningRecordUpkeep(tx, now)),
        signInFailures: await signInFailuresRepository(tx).prune(now),
        // A session still in use is the student's way in, not a log: it goes
        // once it has ended or expired (DESIGN.md §4, 30 idle days).
        sessions: (
          await tx
            .delete(sessions)
            .where(
              and(
                lt(sessions.createdAt, daysBefore(now, SIGN_IN_RECORD_DAYS)),
                or(
                  isNotNull(sessions.endedAt),
                  lt(sessions.lastUsedAt, daysBefore(now, SESSION_IDLE_DAYS)),
                ),
              ),
            )
            .returning({ id: sessions.id })
        ).length,
        // The subscription ended at expire_time (the expire command sets it
        // to the moment it ran); demo status never expires. Deleting the
        // student deletes its profile, sessions, agreements, tests and
        // tracking events (on delete cascade). The seeded demo accounts hold
        // no one's data and are documented fixtures (DESIGN.md §3): kept.
        students: (
          await tx
            .delete(students)
            .where(
              and(
                ne(students.status, 4),
                lt(
                  students.expireTime,
                  monthsBefore(now, ACCOUNT_MONTHS_AFTER_END),
                ),
                notInArray(
                  students.userName,
                  DEMO_ACCOUNTS.map((a) => a.userName),
                ),
              ),
            )
            .returning({ id: students.id })
        ).length,
      };
      if (opts.dryRun) throw new DryRun(result);
      return result;
    });
  } catch (e) {
    if (e instanceof DryRun) return e.result;
    throw e;
  }
}

/**
 * Runs the purge now and then every `everyMs` (default 6 hours), logging what
 * went; a failed run is logged and retried at the next tick. Answers a
 * function that stops the schedule and waits for a run in progress: await it
 * on shutdown before closing the database.
 */
export function scheduleRetention(
  db: Db,
  log: {
    info(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  },
  everyMs = 6 * 3600 * 1000,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeExpiredRecords(db, new Date())
      .then(
        (purged) => log.info({ purged }, 'retention: expired records deleted'),
        (err: unknown) => log.error({ err }, 'retention: purge failed'),
      )
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
