import { describe, expect, it } from 'vitest';
import {
  AUTHORITY_LEVELS,
  authorityLevelOf,
  testingDecision,
  testStartRefusal,
} from '@gp/domain';
import { fullProfile } from '../../../testing/fixtures';
import { mayStartEarly } from './early-start';

const profiles = {
  complete: fullProfile,
  'without a study path': { ...fullProfile, StartPointGradeKey: '' },
  incomplete: { ...fullProfile, EducationGradeKey: '' },
};

/**
 * Every state the testing page can decide on, as the learning path makes
 * them (packages/domain learning-path: IsFirstTime is no test taken, and the
 * modules to verify come from a taken test's scores).
 */
function* pageStates() {
  for (const [name, profile] of Object.entries(profiles))
    for (const testsTaken of [0, 1, 2])
      for (const newModuleCount of [0, 2])
        for (const verifyModuleCount of testsTaken === 0 ? [0] : [0, 1])
          for (const recommendedLessonsDone of [true, false])
            for (const userStatus of [1, 2, 4]) {
              const isFirstTime = testsTaken === 0;
              const state = {
                hasProfile: name !== 'incomplete',
                hasStudyPath: name !== 'without a study path',
                facts: {
                  isFirstTime,
                  testsTaken,
                  newModuleCount,
                  verifyModuleCount,
                  allTestsDone: newModuleCount + verifyModuleCount === 0,
                  hasRecommended: verifyModuleCount > 0,
                  recommendedLessonsDone,
                },
                authority: AUTHORITY_LEVELS[authorityLevelOf(userStatus)],
                userStatus,
              };
              yield { profile, state };
            }
}

describe('the early test start (issue 16)', () => {
  it('starts early only where every redirect of the testing page is a start the server refuses (spec 01 §4)', () => {
    let early = 0;
    for (const { profile, state } of pageStates()) {
      if (!mayStartEarly(profile)) continue;
      early += 1;
      if (testingDecision(state).type === 'redirect')
        expect(testStartRefusal(state), JSON.stringify(state)).not.toBeNull();
    }
    expect(early).toBeGreaterThan(0);
  });

  it('waits for the decision when the profile is incomplete or has no study path (set_level, issue 15)', () => {
    expect(mayStartEarly(profiles.complete)).toBe(true);
    expect(mayStartEarly(profiles['without a study path'])).toBe(false);
    expect(mayStartEarly(profiles.incomplete)).toBe(false);
    expect(mayStartEarly(undefined)).toBe(false);
  });
});
