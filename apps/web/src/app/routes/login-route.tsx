import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isLoggedIn, isProfileComplete, loginPageDecision } from '@gp/domain';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { EXTERNAL_ENTRY_FLAG } from '../../features/auth/lib/external-entry';
import { pathOfPage } from '../../lib/page-path';
import { getLocalRecord } from '../../lib/storage/local-record';

/**
 * spec 01 §2 login: a student already logged in goes on (packages/domain
 * loginPageDecision). Decided once on arrival, so the login flow's own
 * navigation when it finishes is not overtaken.
 */
export function LoginRoute() {
  const { search } = useLocation();
  const [redirect] = useState(() => {
    if (new URLSearchParams(search).has(EXTERNAL_ENTRY_FLAG)) return null;
    const { studentInfo, studentProfile } = getLocalRecord();
    const decision = loginPageDecision({
      loggedIn: isLoggedIn(studentInfo),
      hasProfile: isProfileComplete(studentProfile),
    });
    return decision.type === 'redirect' ? pathOfPage(decision.to) : null;
  });
  if (redirect) return <Navigate to={redirect} replace />;
  return <LoginScreen />;
}
