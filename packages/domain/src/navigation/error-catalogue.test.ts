import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  EXPIRED_BANNER,
  HIGHER_GRADE_LOCKED,
  LOGOUT_ALERTS,
  moduleModelsAlert,
} from './error-catalogue';

describe('error catalogue (spec 01 §8, spec 02 §8)', () => {
  it.each([
    [
      'login401',
      {
        type: 'message',
        title: 'Your username and password do not match, please try again.',
      },
    ],
    ['signInOtherFailure', { type: 'errorStatus', value: 1 }],
    [
      'tooManyDevices',
      { type: 'message', title: 'Your account is in use on too many devices!' },
    ],
    [
      'genericFailure',
      { type: 'message', title: 'Oops! Something went wrong' },
    ],
    [
      'maintenance',
      {
        type: 'message',
        title: "We're making some repairs.",
        detail: 'Please come back later.',
      },
    ],
    [
      'subscriptionExpired',
      { type: 'message', title: 'Your subscription has expired!' },
    ],
    [
      'notPurchased',
      { type: 'message', title: 'Please contact school to purchase.' },
    ],
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
    [
      'leavingTest',
      {
        type: 'message',
        title: 'If you leave the page now, your progress will be lost.',
      },
    ],
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
    expect(EXPIRED_BANNER).toContain('Contact your Progress Advisor');
    expect(HIGHER_GRADE_LOCKED).toBe(
      'You can not study the content below yet. Please finish current modules first.',
    );
  });
});
