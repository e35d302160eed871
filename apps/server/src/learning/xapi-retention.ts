// What the learning-record store no longer needs (closing note of issue 13),
// deleted by the retention purge (lib/retention.ts) every 6 hours and by
// `npm run accounts -- purge`: plain deletes, so two instances running it at
// once delete each row once and a second run finds nothing.
import type { Db } from '../db/client';
import { learningRecordsRepository } from '../db/repositories/learning-records';
import { SESSION_IDLE_DAYS } from '../db/repositories/sessions';

/**
 * Days an outbox row is kept after the LRS took it (or refused it for good):
 * long enough to look into a week's deliveries, and the statement itself stays
 * in the store; only the delivery record goes.
 */
export const SENT_OUTBOX_DAYS = 7;

export interface LearningRecordPurge {
  /** Outbox rows sent (or closed) over SENT_OUTBOX_DAYS ago. */
  sentOutboxRows: number;
  /** Learning-record credentials whose session ended or sat idle past SESSION_IDLE_DAYS. */
  endedCredentials: number;
}

const DAY_MS = 24 * 3600 * 1000;
const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS);

export async function purgeLearningRecordUpkeep(
  tx: Db,
  now: Date,
): Promise<LearningRecordPurge> {
  const repo = learningRecordsRepository(tx);
  return {
    sentOutboxRows: await repo.purgeSent(daysBefore(now, SENT_OUTBOX_DAYS)),
    endedCredentials: await repo.purgeEndedCredentials(
      daysBefore(now, SESSION_IDLE_DAYS),
    ),
  };
}
