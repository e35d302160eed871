import { Navigate, Outlet } from 'react-router';
import { isLoggedIn } from '@gp/domain';
import { LearningRecordsRecorder } from '../../lib/learning-records/recorder';
import { pathOf } from '../../lib/paths';
import { useLocalRecord } from '../../lib/storage/local-record';

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
      <LearningRecordsRecorder />
      <Outlet />
    </>
  );
}
