import { pageTimeStatement } from '@gp/domain';
import type {
  LearningRecordStore,
  OpenVisit,
  QueuedStatement,
} from './queue-store';
import { browserEventBase, uuidV4 } from './event-base';

/** How often an open visit is written down, and after how long without a sign of life it counts as over. */
export const VISIT_HEARTBEAT_MS = 10_000;
export const VISIT_STALE_MS = 30_000;
/** Shorter stays (a redirect passing through) are not recorded. */
export const MIN_VISIT_MS = 1_000;

export interface PageTimeDeps {
  store: () => Promise<LearningRecordStore>;
  /** Starts sending after a statement was queued. */
  kick: () => void;
  now?: () => number;
  document?: Document;
  window?: Window;
}

/** The queue row of a visit's page-time statement (domain pageTimeStatement), or null when too short. */
function visitStatement(
  visit: OpenVisit,
  endedAt: number,
  now: number,
): QueuedStatement | null {
  const ms = endedAt - visit.startedAt;
  if (ms < MIN_VISIT_MS) return null;
  const statement = pageTimeStatement(
    browserEventBase(visit.studentId, new Date(visit.startedAt), visit.visitId),
    { pageId: visit.pageId, seconds: Math.round(ms / 100) / 10 },
  );
  return {
    id: statement.id,
    studentId: visit.studentId,
    statement,
    queuedAt: now,
    failures: 0,
    notBefore: 0,
  };
}

/**
 * Visits left open by a closed tab or a crash (no sign of life for
 * VISIT_STALE_MS) become page-time statements that end when they were last
 * seen. Open visits of other live tabs are left alone.
 */
export async function endStaleVisits(deps: PageTimeDeps): Promise<number> {
  const now = (deps.now ?? Date.now)();
  const store = await deps.store();
  const stale = (await store.visits()).filter(
    (v) => now - v.lastSeenAt > VISIT_STALE_MS,
  );
  for (const visit of stale)
    await store.endVisit(
      visit.visitId,
      visitStatement(visit, visit.lastSeenAt, now),
    );
  if (stale.length > 0) deps.kick();
  return stale.length;
}

/**
 * Records the time a student spends on a page while the page is visible
 * (DESIGN.md §4: page time is what the browser alone sees). The visit is in
 * IndexedDB from its start and touched every VISIT_HEARTBEAT_MS; hiding the
 * tab, leaving the page or closing it ends it; a gap longer than
 * VISIT_STALE_MS (a sleeping computer) ends it where it was last seen and
 * starts a new one. `shownSince`, when given, is when the page came on the
 * screen before this recording began (the recorder's code loads after the
 * first paint): the first visit starts there if the page is visible. Returns
 * the function that ends the recording.
 */
export function recordPageTime(
  studentId: string,
  pageId: string,
  deps: PageTimeDeps,
  shownSince?: number,
): () => void {
  const now = deps.now ?? Date.now;
  const doc = deps.document ?? document;
  const win = deps.window ?? window;
  let visit: OpenVisit | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  // IndexedDB work in order, one step after the other.
  let chain: Promise<unknown> = Promise.resolve();
  const then = (step: (store: LearningRecordStore) => Promise<unknown>) => {
    chain = chain
      .then(async () => step(await deps.store()))
      .catch((error: unknown) => console.warn('Page time not recorded', error));
  };

  const start = (since?: number) => {
    if (visit) return;
    const at = now();
    const next: OpenVisit = {
      visitId: uuidV4(),
      studentId,
      pageId,
      startedAt: Math.min(since ?? at, at),
      lastSeenAt: at,
    };
    visit = next;
    then((store) => store.putVisit(next));
    heartbeat = setInterval(beat, VISIT_HEARTBEAT_MS);
  };

  const end = (endedAt = now()) => {
    clearInterval(heartbeat);
    const ending = visit;
    visit = null;
    if (!ending) return;
    const row = visitStatement(ending, endedAt, now());
    then(async (store) => {
      await store.endVisit(ending.visitId, row);
      deps.kick();
    });
  };

  function beat() {
    const current = visit;
    if (!current) return;
    const at = now();
    if (at - current.lastSeenAt > VISIT_STALE_MS) {
      // Asleep in between: the visit ended when last seen; a new one starts now.
      end(current.lastSeenAt);
      start();
      return;
    }
    current.lastSeenAt = at;
    then(async (store) => {
      if (!(await store.touchVisit(current.visitId, at)) && visit === current) {
        // Another tab ended it as stale: carry on with a new visit.
        visit = null;
        clearInterval(heartbeat);
        start();
      }
    });
  }

  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') end();
    else start();
  };
  const onPageHide = () => end();

  if (doc.visibilityState !== 'hidden') start(shownSince);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
    end();
  };
}
