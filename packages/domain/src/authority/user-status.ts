import type { StudentProgress } from '../progress/student-progress';
import {
  AUTHORITY_LEVELS,
  type Authority,
  type AuthorityLevel,
} from './authority-levels';
import { canRemediationModules } from './can-remediation-modules';

export type UserKind = 'regular' | 'demo' | 'expired';

// spec 01 §3 User info: 1 regular, 2 expired, 4 demo; other values are treated as regular.
export function userKindOf(userStatus: number): UserKind {
  if (userStatus === 4) return 'demo';
  if (userStatus === 2) return 'expired';
  return 'regular';
}

export function authorityLevelOf(userStatus: number): AuthorityLevel {
  const levels: Record<UserKind, AuthorityLevel> = {
    regular: 'REGUALR',
    demo: 'DEMO',
    expired: 'EXPIRED',
  };
  return levels[userKindOf(userStatus)];
}

/** spec 02 §6: the authority derived from UserStatus and progress. */
export function authorityFor(
  userStatus: number,
  progress: Pick<
    StudentProgress,
    'DiagnosticTestProgress' | 'RemediationProgress'
  >,
): Authority {
  const level = authorityLevelOf(userStatus);
  const row = AUTHORITY_LEVELS[level];
  if (level === 'REGUALR') return { level, ...row };
  return {
    level,
    ...row,
    canRemediationModules: canRemediationModules(progress),
  };
}
