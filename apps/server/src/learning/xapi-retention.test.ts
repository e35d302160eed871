import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainerWatchedStatement } from '@gp/domain';
import { pendingStatements } from '../db/repositories/learning-records';
import { sessions } from '../db/schema-accounts';
import {
  xapiCredentials,
  xapiOutbox,
  xapiStatements,
} from '../db/schema-learning-records';
import { purgeExpiredRecords } from '../lib/retention';
import { statementRow } from './learning-records';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../test/test-app';
import { SENT_OUTBOX_DAYS } from './xapi-retention';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;

/** A signed-in session of the student with its learning-record credentials. */
async function sessionWithCredentials() {
  const { body } = await signInAs(t.app, 'regular');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/xAPI/AccessToken/',
    headers: bearer(body.Token),
  });
  return {
    token: body.Token,
    studentId: body.UserInfo.UserId,
    basic: (res.json() as { Token: string }).Token,
  };
}

const readStore = (basic: string) =>
  t.app.inject({
    method: 'GET',
    url: '/xapi/statements?limit=1',
    headers: {
      'x-experience-api-version': '1.0.3',
      authorization: `Basic ${basic}`,
    },
  });

describe('the retention purge of learning-record upkeep (issue 13 closing note)', () => {
  it(`deletes outbox rows sent over ${SENT_OUTBOX_DAYS} days ago and credentials of ended or idle sessions, once over two instances, keeping the rest`, async () => {
    const now = new Date();
    const live = await sessionWithCredentials();
    const loggedOut = await sessionWithCredentials();
    const idle = await sessionWithCredentials();
    await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/Token/',
      headers: bearer(loggedOut.token),
    });
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(now.getTime() - 31 * DAY) })
      .where(
        eq(
          sessions.id,
          sql`(select session_id from xapi_credentials order by created_at desc limit 1)`,
        ),
      );
    expect((await readStore(idle.basic)).statusCode).toBe(401);

    const [oldSent, recentSent, waiting] = [0, 1, 2].map(() => randomUUID());
    await t.app.repos.learningRecords.record(
      pendingStatements(
        [oldSent, recentSent, waiting].map((id) =>
          statementRow(live.studentId, {
            ...explainerWatchedStatement(
              {
                statementId: id!,
                studentId: live.studentId,
                timestamp: now.toISOString(),
                version: '0.1.0',
                platform: 'web',
              },
              { activityKey: 'A1', activityName: 'Explainer', seconds: 5 },
            ),
          }),
        ),
        true,
      ),
    );
    const sentAgo = async (id: string, days: number) =>
      t.database.db
        .update(xapiOutbox)
        .set({ sentAt: new Date(now.getTime() - days * DAY) })
        .where(eq(xapiOutbox.statementId, id));
    await sentAgo(oldSent!, SENT_OUTBOX_DAYS + 1);
    await sentAgo(recentSent!, SENT_OUTBOX_DAYS - 1);

    const runs = await Promise.all([
      purgeExpiredRecords(t.database.db, now),
      purgeExpiredRecords(t.database.db, now),
    ]);
    expect(runs.reduce((n, r) => n + r.sentOutboxRows, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.endedCredentials, 0)).toBe(2);

    const outbox = await t.database.db
      .select({ id: xapiOutbox.statementId })
      .from(xapiOutbox);
    expect(outbox.map((r) => r.id).sort()).toEqual(
      [recentSent!, waiting!].sort(),
    );
    // The statements themselves stay in the store.
    const stored = await t.database.db
      .select({ id: xapiStatements.id })
      .from(xapiStatements)
      .where(eq(xapiStatements.id, oldSent!));
    expect(stored).toHaveLength(1);
    expect(await t.database.db.select().from(xapiCredentials)).toHaveLength(1);
    expect((await readStore(live.basic)).statusCode).toBe(200);
  });
});
