import { describe, expect, it } from 'vitest';
import { acceptCustomTestStart, assembleTestModules } from './assemble-test';
import { usableRemediationModules, withKeys, withTotals } from './clean-lists';
import {
  canSubmitProfile,
  missingProfileFields,
  profileSavePayload,
  type ProfileForm,
} from './forms';
import {
  isUsableLearningRecordToken,
  isValidRemediationInfo,
  isValidStartReviewInfo,
  isValidStoredCustomTest,
  isValidStoredDiagnosticTest,
} from './stored-data';

describe('stored data (spec 02 §5)', () => {
  it('accepts a stored test only with its key and modules', () => {
    expect(
      isValidStoredDiagnosticTest({ DiagnosticTestKey: 'k', Modules: [{}] }),
    ).toBe(true);
    expect(
      isValidStoredDiagnosticTest({ DiagnosticTestKey: ' ', Modules: [{}] }),
    ).toBe(false);
    expect(
      isValidStoredDiagnosticTest({ DiagnosticTestKey: 'k', Modules: [] }),
    ).toBe(false);
    expect(isValidStoredCustomTest({ CustomTestKey: 'c', Modules: [{}] })).toBe(
      true,
    );
    expect(isValidStoredCustomTest({ CustomTestKey: 'c' })).toBe(false);
    expect(isValidStoredCustomTest(null)).toBe(false);
  });

  it('accepts remediation info only with a lesson key and activity keys', () => {
    expect(
      isValidRemediationInfo({ lessonKey: 'l', activityKeys: ['a'] }),
    ).toBe(true);
    expect(isValidRemediationInfo({ lessonKey: 'l', activityKeys: [] })).toBe(
      false,
    );
    expect(isValidRemediationInfo({ lessonKey: '', activityKeys: ['a'] })).toBe(
      false,
    );
    expect(isValidRemediationInfo({ lessonKey: 'l', activityKeys: [3] })).toBe(
      false,
    );
  });

  it('accepts start-review info only with a key and a time above 0', () => {
    expect(
      isValidStartReviewInfo({ rdStartReviewKey: 'k', rdStartReviewTime: 1 }),
    ).toBe(true);
    expect(
      isValidStartReviewInfo({ rdStartReviewKey: 'k', rdStartReviewTime: 0 }),
    ).toBe(false);
    expect(
      isValidStartReviewInfo({ rdStartReviewKey: '', rdStartReviewTime: 5 }),
    ).toBe(false);
  });

  it('needs a non-blank learning-record token', () => {
    expect(isUsableLearningRecordToken({ Token: 'abc' })).toBe(true);
    expect(isUsableLearningRecordToken({ Token: '  ' })).toBe(false);
    expect(isUsableLearningRecordToken('abc')).toBe(false);
  });
});

describe('test data assembly (spec 01 §5, spec 02 §5)', () => {
  const good = { Key: 'a', Type: 'gapFillDt', Questions: [{}], Title: 't' };

  it('skips modules without key or activities and activities without questions, key or type, with warnings', () => {
    const result = assembleTestModules([
      {
        ModuleKey: 'm1',
        Activitys: [
          good,
          { Key: 'b', Type: 'x', Questions: [] },
          { Type: 'x', Questions: [{}] },
          { Key: 'c', Questions: [{}] },
        ],
      },
      { ModuleKey: '', Activitys: [good] },
      { ModuleKey: 'm3', Activitys: [] },
      { ModuleKey: 'm4', Activitys: [{ Key: 'z', Type: 'x' }] },
      'junk',
    ]);
    expect(result.modules).toEqual([{ ModuleKey: 'm1', Activitys: [good] }]);
    expect(result.warnings).toHaveLength(8);
    expect(assembleTestModules(undefined)).toEqual({
      modules: [],
      warnings: [],
    });
  });

  it('accepts a custom test start only with a key and a usable module', () => {
    expect(
      acceptCustomTestStart({
        CustomTestKey: 'c',
        Modules: [{ ModuleKey: 'm', Activitys: [good] }],
      }),
    ).toMatchObject({ ok: true, customTestKey: 'c' });
    expect(
      acceptCustomTestStart({
        CustomTestKey: ' ',
        Modules: [{ ModuleKey: 'm', Activitys: [good] }],
      }).ok,
    ).toBe(false);
    expect(acceptCustomTestStart({ CustomTestKey: 'c', Modules: [] }).ok).toBe(
      false,
    );
  });
});

describe('clean lists (spec 01 §4, spec 02 §5)', () => {
  it('skips entries with an empty key, score items without a total, remediation items without module key or lessons', () => {
    expect(
      withKeys([{ Key: 'a' }, { Key: '' }, { Key: ' ' }], (g) => g.Key),
    ).toEqual([{ Key: 'a' }]);
    expect(
      withTotals([
        { Score: 1, TotalScore: 2 },
        { Score: 1, TotalScore: 0 },
        { Score: 1 },
        { Score: 1, TotalScore: null },
      ]),
    ).toEqual([{ Score: 1, TotalScore: 2 }]);
    expect(
      usableRemediationModules([
        { ModuleKey: 'm', Lessons: [{}] },
        { ModuleKey: 'm', Lessons: [] },
        { Lessons: [{}] },
      ]),
    ).toEqual([{ ModuleKey: 'm', Lessons: [{}] }]);
  });
});

describe('profile form (spec 01 §2, §5)', () => {
  const form: ProfileForm = {
    year: 2012,
    month: 2,
    day: 29,
    cityKey: 'c',
    gradeKey: 'g5',
    gradeCultureCode: 'en-US',
  };

  it('needs year, month, day, city, grade and grade culture code, and not submitting', () => {
    expect(missingProfileFields(form)).toEqual([]);
    expect(canSubmitProfile(form, false)).toBe(true);
    expect(canSubmitProfile(form, true)).toBe(false);
    expect(
      missingProfileFields({
        year: null,
        month: null,
        day: null,
        cityKey: '',
        gradeKey: null,
        gradeCultureCode: ' ',
      }),
    ).toEqual([
      'year',
      'month',
      'day',
      'cityKey',
      'gradeKey',
      'gradeCultureCode',
    ]);
    expect(missingProfileFields({ ...form, year: 2013 })).toEqual(['day']);
  });

  it('needs the start-point grade key for set-level', () => {
    expect(missingProfileFields(form, null)).toEqual(['startPointGradeKey']);
    expect(
      profileSavePayload(form, {
        startPointGradeKey: null,
        preferLanguageCode: 'en-US',
      }),
    ).toBeNull();
  });

  it('builds the save payload with the birthday at midnight', () => {
    expect(profileSavePayload(form)).toEqual({
      Birthday: '2012-02-29T00:00:00',
      EducationRegionKey: 'c',
      EducationGradeKey: 'g5',
      CultureCode: 'en-US',
    });
    expect(
      profileSavePayload(form, {
        startPointGradeKey: 'g4',
        preferLanguageCode: 'ru-RU',
      }),
    ).toMatchObject({ StartPointGradeKey: 'g4', PreferLanguageCode: 'ru-RU' });
    expect(profileSavePayload({ ...form, cityKey: null })).toBeNull();
  });
});
