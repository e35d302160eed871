import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { isLoggedIn } from '@gp/domain';
import { pathOf } from '../../lib/paths';
import { useLocalRecord } from '../../lib/storage/local-record';
import { RouteFallback } from './route-fallback';
import { SignedInShell } from './signed-in';

/**
 * Signed-out visitors go to login (spec 01 §2); a log-out anywhere lands here too.
 * Signed-in pages get their shell (signed-in-shell.tsx): server state, learning
 * records and page time.
 */
export function RequireAuth() {
  const { studentInfo } = useLocalRecord();
  if (!isLoggedIn(studentInfo))
    return <Navigate to={pathOf('login')} replace />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <SignedInShell />
    </Suspense>
  );
}
