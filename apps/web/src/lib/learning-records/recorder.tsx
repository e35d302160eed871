import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PAGE_IDS, pathOf } from '../paths';
import { useStudent } from '../student/use-student';
import { learningRecords } from './learning-records';
import { endStaleVisits, recordPageTime } from './page-time';
import { openLearningRecordStore } from './queue-store';

const deps = {
  store: openLearningRecordStore,
  kick: () => void learningRecords.kick(),
};

/** The page identifier of a router path (e.g. /module-lesson -> module_lesson). */
export function pageIdOfPath(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PAGE_IDS.find((p) => pathOf(p) === path) ?? null;
}

/** The page on the screen when the signed-in pages mounted, and since when. */
export interface ShownPage {
  pathname: string;
  at: number;
}

/**
 * Sends the signed-in student's learning records and records their page
 * time (DESIGN.md §4). Mounted once for the signed-in pages: on start it
 * goes on with what a closed tab or a reload left in the queue, and back
 * online it retries at once. Its code loads after the first paint, so the
 * page it first records counts from `shown`, when that page came up.
 */
export function LearningRecordsRecorder({ shown }: { shown?: ShownPage }) {
  const userId = useStudent()?.userId ?? null;
  const { pathname } = useLocation();
  const pageId = pageIdOfPath(pathname);
  const firstShown = useRef(shown);

  useEffect(() => {
    learningRecords.setStudent(userId);
    if (!userId) return;
    void endStaleVisits(deps).catch(() => {
      // IndexedDB unavailable: nothing was stored to recover.
    });
    const online = () => void learningRecords.kick({ now: true });
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      learningRecords.setStudent(null);
    };
  }, [userId]);

  useEffect(() => {
    if (!userId || !pageId) return;
    const first = firstShown.current;
    firstShown.current = undefined;
    const since =
      first && pageIdOfPath(first.pathname) === pageId ? first.at : undefined;
    return recordPageTime(userId, pageId, deps, since);
  }, [userId, pageId]);

  return null;
}
