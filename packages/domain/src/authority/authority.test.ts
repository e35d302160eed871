import { describe, expect, it } from 'vitest';
import { computeStudentProgress } from '../progress/learning-path';
import { input, test } from '../progress/learning-path.testdata';
import { T1 } from '../progress/progress.testdata';
import {
  AUTHORITY_LEVELS,
  can,
  canOpenModule,
  hasDiagnosticTestsLeft,
  type Capability,
} from './authority-levels';
import { canRemediationModules } from './can-remediation-modules';
import { authorityFor, authorityLevelOf, userKindOf } from './user-status';

describe('authority levels (spec 01 §3, spec 02 §6 table)', () => {
  it('regular: UserStatus 1, feature number 1, unlimited tests (-1), custom tests allowed', () => {
    expect(AUTHORITY_LEVELS.REGUALR).toEqual({
      maxDtNumber: -1,
      canDoCt: true,
      userStatus: 1,
      showUniqueFeatureNum: 1,
    });
  });

  it('expired: UserStatus 2, feature number 2, one test, no custom tests', () => {
    expect(AUTHORITY_LEVELS.EXPIRED).toEqual({
      maxDtNumber: 1,
      canDoCt: false,
      userStatus: 2,
      showUniqueFeatureNum: 2,
    });
  });

  it('demo: UserStatus 4, feature number 4, one test, no custom tests', () => {
    expect(AUTHORITY_LEVELS.DEMO).toEqual({
      maxDtNumber: 1,
      canDoCt: false,
      userStatus: 4,
      showUniqueFeatureNum: 4,
    });
  });

  it.each<[Capability, boolean, boolean, boolean]>([
    ['openAnyModule', true, false, false],
    ['doCustomTest', true, false, false],
    ['takeUnlimitedDiagnosticTests', true, false, false],
    ['doPractice', true, true, false],
    ['doQuiz', true, true, true],
    ['seeUpgradePrompts', false, true, false],
    ['seeExpiredWarning', false, false, true],
  ])(
    '%s: regular %s, demo %s, expired %s',
    (capability, regular, demo, expired) => {
      expect(can('REGUALR', capability)).toBe(regular);
      expect(can('DEMO', capability)).toBe(demo);
      expect(can({ level: 'EXPIRED' }, capability)).toBe(expired);
    },
  );

  it('keeps canDoCt in step with the doCustomTest capability', () => {
    for (const level of ['REGUALR', 'DEMO', 'EXPIRED'] as const)
      expect(can(level, 'doCustomTest')).toBe(AUTHORITY_LEVELS[level].canDoCt);
  });

  it('blocks a test once the count reaches maxDtNumber, never for unlimited', () => {
    expect(hasDiagnosticTestsLeft(AUTHORITY_LEVELS.DEMO, 0)).toBe(true);
    expect(hasDiagnosticTestsLeft(AUTHORITY_LEVELS.DEMO, 1)).toBe(false);
    expect(hasDiagnosticTestsLeft(AUTHORITY_LEVELS.REGUALR, 50)).toBe(true);
  });
});

describe('UserStatus mapping (spec 01 §3)', () => {
  it.each([
    [1, 'regular', 'REGUALR'],
    [2, 'expired', 'EXPIRED'],
    [4, 'demo', 'DEMO'],
    [3, 'regular', 'REGUALR'],
    [0, 'regular', 'REGUALR'],
    [99, 'regular', 'REGUALR'],
  ] as const)('treats UserStatus %s as %s', (status, kind, level) => {
    expect(userKindOf(status)).toBe(kind);
    expect(authorityLevelOf(status)).toBe(level);
  });
});

describe('canRemediationModules (spec 02 §6)', () => {
  it('allows the first recommended module', () => {
    const progress = computeStudentProgress(
      input({ diagnosticTests: [test('dt1', T1, { m4a: 30, m4b: 50 })] }),
    );
    expect(canRemediationModules(progress)).toEqual(['m4a']);
    const demo = authorityFor(4, progress);
    expect(demo).toMatchObject({
      level: 'DEMO',
      canRemediationModules: ['m4a'],
    });
    expect(canOpenModule(demo, 'm4a')).toBe(true);
    expect(canOpenModule(demo, 'm4b')).toBe(false);
  });

  it('allows the first passed module when none is recommended', () => {
    const progress = computeStudentProgress(
      input({ diagnosticTests: [test('dt1', T1, { m4a: 90, m4b: 95 })] }),
    );
    expect(authorityFor(2, progress).canRemediationModules).toEqual(['m4a']);
  });

  it('allows nothing before the first test, and only modules in the diagnostic results', () => {
    expect(canRemediationModules(computeStudentProgress(input()))).toEqual([]);
    const progress = computeStudentProgress(
      input({
        customTests: [
          {
            key: 'c',
            endStamp: T1,
            moduleScores: [{ moduleKey: 'm4a', score: 1, totalScore: 10 }],
          },
        ],
      }),
    );
    expect(
      progress.RemediationProgress.Recommended.map((m) => m.ModuleKey),
    ).toEqual(['m4a']);
    expect(canRemediationModules(progress)).toEqual([]);
  });

  it('lets a regular student open any module and carries no module list', () => {
    const regular = authorityFor(1, computeStudentProgress(input()));
    expect(regular.canRemediationModules).toBeUndefined();
    expect(canOpenModule(regular, 'anything')).toBe(true);
  });
});
