import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MAX_ACTIVE_SESSIONS } from '@gp/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  oneRecord,
  recordsOf,
  studentIdOf,
} from '../../test/repository-helpers';
import { sessions } from '../schema';
import { sessionsRepository } from './sessions';

// DESIGN.md §4 Sessions and devices: at most MAX_ACTIVE_SESSIONS (5) active
// sessions a student, the sign-in's learning record stored with its session
// (migration 0011 opens both in one statement). On PostgreSQL
// (TEST_DATABASE_URL) the sign-ins below run at once on several
// connections; on PGlite they queue on its one connection.

let t: TestApp;
let repo: ReturnType<typeof sessionsRepository>;
const idOf = (userName: string) => studentIdOf(t.database.db, userName);
const record = (studentId: string) => oneRecord(studentId, 'logged-in');

beforeAll(async () => {
  t = await createTestApp();
  repo = sessionsRepository(t.database.db);
}, 60_000);
afterAll(() => t.close());

describe('openIfRoom', () => {
  it('gives the last places to as many of several sign-ins at once as there is room for, and stores only their records', async () => {
    const id = await idOf('regular-cn');
    for (let i = 0; i < MAX_ACTIVE_SESSIONS - 2; i++)
      expect((await repo.openIfRoom(id, `early-${i}`, 'Firefox')).opened).toBe(
        true,
      );
    const before = await recordsOf(t.database.db, id);
    const race = () =>
      Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          repo.openIfRoom(id, `race-${i}`, 'Chrome', record(id)),
        ),
      );
    let results: Awaited<ReturnType<typeof race>>;
    if (t.database.kind === 'postgres') {
      // The inserts wait behind a lock on the table until all six sign-ins
      // have counted, so they overlap for certain: without the lock on the
      // student, each would count three and all six would open.
      let running!: ReturnType<typeof race>;
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table sessions in exclusive mode`);
        running = race();
        await new Promise((r) => setTimeout(r, 300));
      });
      results = await running;
    } else results = await race();
    expect(results.filter((r) => r.opened)).toHaveLength(2);
    // Each answer lists the sessions active after it: the refused ones all five.
    for (const r of results.filter((x) => !x.opened))
      expect(r.active).toHaveLength(MAX_ACTIVE_SESSIONS);
    expect(await recordsOf(t.database.db, id)).toBe(before + 2);
    const open = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.studentId, id));
    expect(open).toHaveLength(MAX_ACTIVE_SESSIONS);
  });

  it('lists the active sessions most recently used first, the new one with its device', async () => {
    const id = await idOf('regular-ru');
    await repo.openIfRoom(id, 'older', 'Safari on iPad');
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.tokenHash, 'older'));
    // An ended session is not active: it is neither counted nor listed.
    await repo.openIfRoom(id, 'ended', 'Edge');
    await t.database.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(eq(sessions.tokenHash, 'ended'));
    const r = await repo.openIfRoom(id, 'newest', 'Chrome on Android');
    expect(r.opened).toBe(true);
    expect(r.active.map((s) => s.device)).toEqual([
      'Chrome on Android',
      'Safari on iPad',
    ]);
    expect(r.active[0]!.lastUsedAt).toBeInstanceOf(Date);
    expect(r.active[1]!.lastUsedAt.getTime()).toBeLessThan(
      r.active[0]!.lastUsedAt.getTime(),
    );
  });
});
