import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  HIGHER_GRADE_LOCKED,
  LOGOUT_ALERTS,
  moduleModelsAlert,
} from './error-catalogue';

describe('error catalogue (spec 01 §8, spec 02 §8)', () => {
  it.each([
    ['login401', { type: 'message' }],
    ['signInOtherFailure', { type: 'errorStatus', value: 1 }],
    ['tooManyDevices', { type: 'message' }],
    ['genericFailure', { type: 'message' }],
    ['maintenance', { type: 'message' }],
    ['subscriptionExpired', { type: 'message' }],
    ['notPurchased', { type: 'message' }],
    ['invalidToken', { type: 'logout' }],
    [
      'progressEmpty',
      {
        type: 'alertThenLogout',
        alert: 'Student progress data are not available!',
      },
    ],
    [
      'gradesEmpty',
      {
        type: 'alertThenLogout',
        alert: 'Available grade with modules data are not available!',
      },
    ],
    [
      'testDataEmpty',
      {
        type: 'alertThenRedirect',
        alert: 'Student diagnostic test data are not available!',
        to: 'dt_intro',
      },
    ],
    ['leavingTest', { type: 'message' }],
  ] as const)('%s gives %o', (situation, outcome) => {
    expect(ERROR_CATALOGUE[situation]).toMatchObject(outcome);
  });

  it('names the other logout alerts and texts as written', () => {
    expect(Object.keys(LOGOUT_ALERTS)).toHaveLength(8);
    expect(LOGOUT_ALERTS.marketRegion).toBe(
      'No available marketRegion data in student info!',
    );
    expect(moduleModelsAlert('learn')).toBe(
      'When init module models in learn page, the student progress data are not available!',
    );
    expect(HIGHER_GRADE_LOCKED).toBe(
      'You can not study the content below yet. Please finish current modules first.',
    );
  });
});
