import { describe, expect, it } from 'vitest';
import {
  isModulePassed,
  moduleDtStatus,
  moduleProgressStatus,
  moduleResult,
  scoreEntryCount,
} from './classification';
import { ct, dt, T1, T2, T3 } from './progress.testdata';

describe('module classification (spec 01 §4, spec 02 §4)', () => {
  it('marks a passed module dt status 1 and progress status 2', () => {
    const scores = { dt: [dt(85, T1)], ct: [] };
    expect(moduleDtStatus(scores)).toBe(1);
    expect(moduleProgressStatus(scores)).toBe(2);
    expect(moduleResult(scores)).toBe('passed');
  });

  it('marks one score under 80 ongoing (2) and progress status 3', () => {
    const scores = { dt: [dt(79, T1)], ct: [] };
    expect(moduleDtStatus(scores)).toBe(2);
    expect(moduleProgressStatus(scores)).toBe(3);
    expect(moduleResult(scores)).toBe('recommended');
  });

  it('marks the module weak (3) after a second score under 80, progress status 4', () => {
    const scores = { dt: [dt(50, T1), dt(70, T2)], ct: [] };
    expect(moduleDtStatus(scores)).toBe(3);
    expect(moduleProgressStatus(scores)).toBe(4);
    expect(moduleResult(scores)).toBe('requiresAttention');
  });

  it('marks a module with no results not studied (4), progress status 1', () => {
    const scores = { dt: [], ct: [] };
    expect(moduleDtStatus(scores)).toBe(4);
    expect(moduleProgressStatus(scores)).toBe(1);
    expect(moduleResult(scores)).toBe('notStudied');
  });

  it('counts the module passed when the custom test says so', () => {
    expect(
      isModulePassed({ dt: [dt(50, T1), dt(60, T2)], ct: [ct(90, T3)] }),
    ).toBe(true);
  });

  it('counts the module passed when the latest diagnostic test says so, whatever a custom test says', () => {
    expect(
      isModulePassed({ dt: [dt(50, T1), dt(80, T2)], ct: [ct(40, T3)] }),
    ).toBe(true);
  });

  it('judges pass on the displayed score: 79.5% shows 80 and passes', () => {
    expect(isModulePassed({ dt: [dt(159, T1, 200)], ct: [] })).toBe(true);
    expect(isModulePassed({ dt: [dt(158, T1, 200)], ct: [] })).toBe(false);
  });

  it('counts a failed custom test as the second failure', () => {
    expect(moduleDtStatus({ dt: [dt(50, T1)], ct: [ct(60, T2)] })).toBe(3);
  });

  it('skips score items with a zero total (spec 02 §5)', () => {
    const scores = { dt: [dt(0, T1, 0), dt(50, T2)], ct: [] };
    expect(scoreEntryCount(scores)).toBe(1);
    expect(moduleDtStatus(scores)).toBe(2);
  });
});
