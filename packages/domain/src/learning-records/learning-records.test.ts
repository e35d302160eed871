import { describe, expect, it } from 'vitest';
import { nextStatementStep } from './statement-queue';
import { STORAGE_MESSAGES, storageWritePlan } from './storage-save';

describe('learning-activity sending (spec 02 §4, §8)', () => {
  it.each([
    ['success', false, { type: 'next' }],
    ['otherFailure', false, { type: 'next' }],
    ['invalidToken', false, { type: 'retrySameWithNewToken' }],
    ['invalidToken', true, { type: 'drop' }],
    ['tokenUnavailable', false, { type: 'drop' }],
  ] as const)('after %s (retried %s) does %o', (result, retried, step) => {
    expect(nextStatementStep(result, retried)).toEqual(step);
  });
});

describe('storage save (spec 02 §4)', () => {
  it('saves new keys, reports EXIST for known ones, and updates or inserts on update', () => {
    expect(storageWritePlan('save', false)).toEqual({
      write: 'insert',
      result: 'success',
    });
    expect(storageWritePlan('save', true)).toEqual({
      write: 'none',
      result: 'exist',
    });
    expect(storageWritePlan('update', true)).toEqual({
      write: 'update',
      result: 'success',
    });
    expect(storageWritePlan('update', false)).toEqual({
      write: 'insert',
      result: 'success',
    });
    expect(STORAGE_MESSAGES.exist).toBe('the data already exist!');
  });
});
