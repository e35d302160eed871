import { describe, expect, it } from 'vitest';
import { errorStatusFor, retryAction } from './error-status';

describe('page error states (spec 01 §4, spec 02 §4, §8)', () => {
  it.each([
    ['learn', 1, 2],
    ['module_lesson', 1, 2],
    ['welcome', 1, 2],
    ['profile', 1, 2],
    ['testing', 2, 1],
    ['custom_test', 2, 1],
    ['ct_testing', 2, 1],
  ] as const)(
    '%s uses %s for load and %s for submit failures',
    (page, load, submit) => {
      expect(errorStatusFor(page, 'load')).toBe(load);
      expect(errorStatusFor(page, 'submit')).toBe(submit);
    },
  );

  it('ct_testing reports a profile failure as 1, other pages as their load failure (spec 02 §4)', () => {
    expect(errorStatusFor('ct_testing', 'profile')).toBe(1);
    expect(errorStatusFor('learn', 'profile')).toBe(1);
    expect(errorStatusFor('testing', 'profile')).toBe(2);
  });

  it('reloads after a load failure and clears a submit failure', () => {
    expect(retryAction('learn', 1)).toBe('reload');
    expect(retryAction('learn', 2)).toBe('clearError');
    expect(retryAction('testing', 2)).toBe('reload');
    expect(retryAction('testing', 1)).toBe('clearError');
    expect(retryAction('learn', 0)).toBe('none');
    expect(retryAction('learn', 3)).toBe('none');
  });

  it.each([
    [1, 'reload'],
    [2, 'retryStartQuiz'],
    [3, 'retryLoad'],
    [4, 'retrySubmit'],
  ] as const)(
    'remediation lesson error %s retries with %s',
    (status, action) => {
      expect(retryAction('remediation_lesson', status)).toBe(action);
    },
  );
});
