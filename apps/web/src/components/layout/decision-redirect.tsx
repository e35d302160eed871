import { Navigate } from 'react-router';
import type { Decision } from '@gp/domain';
import { pathOfPage } from '../../lib/page-path';

/** Follows a screen's redirect decision from packages/domain. */
export function DecisionRedirect({ decision }: { decision: Decision }) {
  if (decision.type !== 'redirect') return null;
  return <Navigate to={pathOfPage(decision.to)} replace />;
}
