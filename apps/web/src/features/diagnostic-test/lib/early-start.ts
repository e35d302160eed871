import type { StudentProfile } from '@gp/api';
import { hasStudyPath, isProfileComplete } from '@gp/domain';

/**
 * Whether the testing page may ask the server to start the test beside the
 * progress and user info, before its redirect decision (issue 16: the start
 * waited for both, in series). The start must never open a test for a
 * student the page then sends away. Every testing redirect is a reason the
 * server refuses the start (testStartRefusal) except one that only the
 * profile tells: a first-time student without a study path goes to set_level
 * (spec 01 §4, issue 15), while the server would test the school grade. So
 * the early start waits for a complete profile with a study path; without
 * one, the page starts the test after its decision, as before.
 */
export function mayStartEarly(profile: StudentProfile | undefined): boolean {
  return isProfileComplete(profile) && hasStudyPath(profile);
}
