import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isLoggedIn } from '@gp/domain';
import { pathOf } from '../../lib/paths';
import { useLocalRecord } from '../../lib/storage/local-record';

// Loaded for signed-in pages only: learning records (and zod) are not part
// of the first page (issue 16).
const LearningRecordsRecorder = lazy(() =>
  import('../../lib/learning-records/recorder').then((m) => ({
    default: m.LearningRecordsRecorder,
  })),
);

/**
 * Signed-out visitors go to login (spec 01 §2); a log-out anywhere lands here too.
 * Signed-in pages send the student's learning records and record page time.
 */
export function RequireAuth() {
  const { studentInfo } = useLocalRecord();
  if (!isLoggedIn(studentInfo))
    return <Navigate to={pathOf('login')} replace />;
  return (
    <>
      <Suspense>
        <LearningRecordsRecorder />
      </Suspense>
      <Outlet />
    </>
  );
}
