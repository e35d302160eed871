import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isLoggedIn, isProfileComplete } from '@gp/domain';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { EXTERNAL_ENTRY_FLAG } from '../../features/auth/lib/external-entry';
import { pathOf } from '../../lib/paths';
import { getLocalRecord } from '../../lib/storage/local-record';

/**
 * spec 01 §2: a student already logged in goes on to learn (or welcome when
 * no profile). Decided once on arrival, so the login flow's own navigation
 * when it finishes is not overtaken.
 */
export function LoginRoute() {
  const { search } = useLocation();
  const [redirect] = useState(() => {
    if (new URLSearchParams(search).has(EXTERNAL_ENTRY_FLAG)) return null;
    const { studentInfo, studentProfile } = getLocalRecord();
    if (!isLoggedIn(studentInfo)) return null;
    return isProfileComplete(studentProfile)
      ? pathOf('learn')
      : pathOf('welcome');
  });
  if (redirect) return <Navigate to={redirect} replace />;
  return <LoginScreen />;
}
