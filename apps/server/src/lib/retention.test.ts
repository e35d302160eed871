import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  privacyAgreements,
  sessions,
  signInFailures,
  studentProfiles,
  students,
} from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed';
import { purgeExpiredRecords, scheduleRetention } from './retention';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOW = new Date('2027-06-15T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

async function student(userName: string, status: number, expireTime: Date) {
  const [s] = await t.database.db
    .insert(students)
    .values({
      userName,
      passwordHash: 'x',
      englishFirstName: userName,
      status,
      startTime: ago(1000),
      expireTime,
    })
    .returning();
  return s!;
}

async function session(
  studentId: string,
  label: string,
  times: { created: number; lastUsed: number; ended?: number },
) {
  await t.database.db.insert(sessions).values({
    studentId,
    tokenHash: `hash-${label}`,
    device: label,
    createdAt: ago(times.created),
    lastUsedAt: ago(times.lastUsed),
    endedAt: times.ended === undefined ? null : ago(times.ended),
  });
}

const userNames = async () =>
  (await t.database.db.select({ u: students.userName }).from(students))
    .map((r) => r.u)
    .sort();
const devices = async () =>
  (await t.database.db.select({ d: sessions.device }).from(sessions))
    .map((r) => r.d)
    .sort();

describe('purgeExpiredRecords (privacy policy §6)', () => {
  beforeAll(async () => {
    const amy = await student('amy', 1, new Date('2030-01-01'));
    await session(amy.id, 'ended-91-days-ago', {
      created: 95,
      lastUsed: 91,
      ended: 91,
    });
    await session(amy.id, 'signed-in-95-days-ago-ended-yesterday', {
      created: 95,
      lastUsed: 1,
      ended: 1,
    });
    await session(amy.id, 'idle-40-days-signed-in-100-days-ago', {
      created: 100,
      lastUsed: 40,
    });
    await session(amy.id, 'ended-signed-in-80-days-ago', {
      created: 80,
      lastUsed: 70,
      ended: 70,
    });
    await session(amy.id, 'in-use-signed-in-200-days-ago', {
      created: 200,
      lastUsed: 1,
    });

    const gone = await student('gone', 1, ago(400));
    await session(gone.id, 'gone-in-use', { created: 1, lastUsed: 1 });
    await t.database.db
      .insert(studentProfiles)
      .values({ studentId: gone.id, educationGradeKey: 'grade-4' });
    await t.database.db
      .insert(privacyAgreements)
      .values({ studentId: gone.id, documentId: 'GrammarPro-v0' });
    await student('ended-11-months-ago', 2, ago(335));
    await student('demo-long-ago', 4, ago(800));

    await t.database.db.insert(signInFailures).values([
      { userName: 'amy', address: '10.0.0.1', at: ago(2) },
      {
        userName: 'amy',
        address: '10.0.0.1',
        at: new Date(NOW.getTime() - 3600_000),
      },
    ]);
  });

  it('only counts on a dry run', async () => {
    const before = { users: await userNames(), devices: await devices() };
    expect(
      await purgeExpiredRecords(t.database.db, NOW, { dryRun: true }),
    ).toEqual({
      sentOutboxRows: 0,
      endedCredentials: 0,
      signInFailures: 1,
      sessions: 3,
      students: 1,
    });
    expect({ users: await userNames(), devices: await devices() }).toEqual(
      before,
    );
  });

  it('deletes sign-in records past 90 days that are no longer in use, old failures and accounts 12 months past their end', async () => {
    expect(await purgeExpiredRecords(t.database.db, NOW)).toEqual({
      sentOutboxRows: 0,
      endedCredentials: 0,
      signInFailures: 1,
      sessions: 3,
      students: 1,
    });
    expect(await devices()).toEqual([
      'ended-signed-in-80-days-ago',
      'in-use-signed-in-200-days-ago',
    ]);
    const users = await userNames();
    expect(users).toContain('ended-11-months-ago');
    expect(users).toContain('demo-long-ago');
    expect(users).not.toContain('gone');
    const failures = await t.database.db.select().from(signInFailures);
    expect(failures).toHaveLength(1);
  });

  it("deletes a removed account's profile and agreements with it", async () => {
    const profiles = await t.database.db.select().from(studentProfiles);
    const agreements = await t.database.db
      .select()
      .from(privacyAgreements)
      .where(eq(privacyAgreements.documentId, 'GrammarPro-v0'));
    expect(profiles).toEqual([]);
    expect(agreements).toEqual([]);
  });

  it('finds nothing more on a second run', async () => {
    expect(await purgeExpiredRecords(t.database.db, NOW)).toEqual({
      sentOutboxRows: 0,
      endedCredentials: 0,
      signInFailures: 0,
      sessions: 0,
      students: 0,
    });
  });

  it('keeps the seeded demo accounts, even the expired one, years later', async () => {
    const later = new Date(Date.now() + 3 * 365 * DAY);
    await purgeExpiredRecords(t.database.db, later);
    const users = await userNames();
    expect(users).not.toContain('ended-11-months-ago');
    for (const a of DEMO_ACCOUNTS) expect(users).toContain(a.userName);
  });
});

describe('scheduleRetention', () => {
  it('purges at once and on every tick, logging what went, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const info = vi.fn();
      const error = vi.fn();
      const stop = scheduleRetention(t.database.db, { info, error }, 60_000);
      await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
      expect(info.mock.calls[0]![0]).toEqual({
        purged: {
          sentOutboxRows: 0,
          endedCredentials: 0,
          signInFailures: 0,
          sessions: 0,
          students: 0,
        },
      });
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(2));
      await stop();
      vi.advanceTimersByTime(120_000);
      expect(info).toHaveBeenCalledTimes(2);
      expect(error).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
