import { beforeEach, describe, expect, it } from 'vitest';
import { XAPI_VERBS } from '@gp/domain';
import {
  endStaleVisits,
  recordPageTime,
  VISIT_HEARTBEAT_MS,
  VISIT_STALE_MS,
} from './page-time';
import {
  forgetLearningRecordStore,
  openLearningRecordStore,
} from './queue-store';

// DESIGN.md §4: the browser records the page time the server cannot see, and a closed tab loses nothing.
const ME = '7d1a0f7e-0000-4000-8000-000000000001';
let clock = 0;
let kicks = 0;
const deps = () => ({
  store: openLearningRecordStore,
  kick: () => {
    kicks += 1;
  },
  now: () => clock,
});
const settle = () => new Promise((r) => setTimeout(r, 30));
const queuedStatements = async () => {
  const store = await openLearningRecordStore();
  const rows = [];
  for (let row = await store.head(ME); row; row = await store.head(ME)) {
    rows.push(row);
    await store.remove(row.id);
  }
  return rows;
};

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => state,
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  forgetLearningRecordStore();
  clock = Date.parse('2026-11-20T10:00:00.000Z');
  kicks = 0;
  setVisibility('visible');
});

describe('page time', () => {
  it('is kept in IndexedDB from the start and becomes a spentTime statement when the page is left', async () => {
    const stop = recordPageTime(ME, 'learn', deps());
    await settle();
    expect(await (await openLearningRecordStore()).visits()).toHaveLength(1);
    clock += 42_300;
    stop();
    await settle();
    const [row, ...rest] = await queuedStatements();
    expect(rest).toEqual([]);
    expect(row?.statement).toMatchObject({
      verb: { id: XAPI_VERBS.spentTime.id },
      object: { id: expect.stringContaining('learn') },
      result: { duration: 'PT42.3S' },
      timestamp: '2026-11-20T10:00:00.000Z',
      actor: { account: { name: ME } },
    });
    expect(await (await openLearningRecordStore()).visits()).toEqual([]);
    expect(kicks).toBe(1);
  });

  it('counts only visible time: hiding the tab ends a visit, showing it starts another', async () => {
    const stop = recordPageTime(ME, 'module_lesson', deps());
    clock += 5_000;
    setVisibility('hidden');
    clock += 600_000;
    setVisibility('visible');
    clock += 2_000;
    stop();
    await settle();
    const rows = await queuedStatements();
    expect(rows.map((r) => r.statement.result?.duration)).toEqual([
      'PT5S',
      'PT2S',
    ]);
  });

  it('starts the first visit when the page was shown, before the recorder loaded (issue 16)', async () => {
    const shownAt = clock;
    clock += 1_500;
    const stop = recordPageTime(ME, 'learn', deps(), shownAt);
    clock += 2_500;
    stop();
    await settle();
    const [row] = await queuedStatements();
    expect(row?.statement).toMatchObject({
      result: { duration: 'PT4S' },
      timestamp: '2026-11-20T10:00:00.000Z',
    });
  });

  it('does not record a stay under a second (a redirect passing through)', async () => {
    const stop = recordPageTime(ME, 'learn', deps());
    clock += 400;
    stop();
    await settle();
    expect(await queuedStatements()).toEqual([]);
  });

  it('turns a visit left open by a closed tab into a statement ending when it was last seen', async () => {
    const store = await openLearningRecordStore();
    await store.putVisit({
      visitId: '0b4f7c9e-1111-4aaa-8bbb-000000000001',
      studentId: ME,
      pageId: 'remediation_lesson',
      startedAt: clock - 120_000,
      lastSeenAt: clock - 60_000,
    });
    // Another tab that is still open: seen a moment ago.
    await store.putVisit({
      visitId: '0b4f7c9e-1111-4aaa-8bbb-000000000002',
      studentId: ME,
      pageId: 'learn',
      startedAt: clock - 5_000,
      lastSeenAt: clock - VISIT_HEARTBEAT_MS,
    });
    expect(await endStaleVisits(deps())).toBe(1);
    const [row, ...rest] = await queuedStatements();
    expect(rest).toEqual([]);
    expect(row?.id).toBe('0b4f7c9e-1111-4aaa-8bbb-000000000001');
    expect(row?.statement.result?.duration).toBe('PT60S');
    expect((await store.visits()).map((v) => v.pageId)).toEqual(['learn']);
    expect(VISIT_STALE_MS).toBeGreaterThan(VISIT_HEARTBEAT_MS * 2);
  });
});
