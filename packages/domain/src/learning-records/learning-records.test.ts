import { describe, expect, it } from 'vitest';
import { buildStatement } from './statement';
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

describe('learning-activity statement (spec 02 §3)', () => {
  it('builds actor, verb, object, extensions and keeps a zero total score', () => {
    const statement = buildStatement({
      studentId: 's1',
      verbId: 'http://adlnet.gov/expapi/verbs/completed',
      verbDisplay: 'completed',
      objectId: 'https://grammar.pro/lesson/l1',
      objectType: 'http://adlnet.gov/expapi/activities/lesson',
      eventId: 'e1',
      timestamp: '2024-01-01T00:00:00.000Z',
      productId: 'GrammarPro',
      productName: 'Grammar Pro',
      version: '1',
      extensions: {
        moduleKey: 'm1',
        totalScore: 0,
        studentScore: null,
        lessonName: '',
      },
    });
    expect(statement).toEqual({
      actor: { objectType: 'Agent', openid: 's1' },
      verb: {
        id: 'http://adlnet.gov/expapi/verbs/completed',
        display: { 'en-US': 'completed' },
      },
      object: {
        objectType: 'Activity',
        id: 'https://grammar.pro/lesson/l1',
        definition: { type: 'http://adlnet.gov/expapi/activities/lesson' },
      },
      context: {
        extensions: {
          productId: 'GrammarPro',
          productName: 'Grammar Pro',
          userType: 'student',
          version: '1',
          eventId: 'e1',
          moduleKey: 'm1',
          totalScore: 0,
        },
      },
      timestamp: '2024-01-01T00:00:00.000Z',
    });
    expect(
      buildStatement({
        studentId: 'x',
        verbId: 'v',
        verbDisplay: 'v',
        objectId: 'o',
        objectType: 't',
        eventId: 'e',
        timestamp: 't',
        productId: 'p',
        productName: 'n',
        version: '1',
      }).context.extensions,
    ).not.toHaveProperty('moduleKey');
  });
});
