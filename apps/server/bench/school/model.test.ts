/**
 * The school bench's clocks (issue 16: "think times may be compressed by a
 * stated factor as long as the request rate equals that of N real
 * students"): the measured runs play real time, leaving out only stretches
 * in which the school sends nothing but tracking.
 */
import { describe, expect, it } from 'vitest';
import { clockFor, REAL, START_SECONDS, STUDYING_SHARE } from './model';
import { momentsOf, planSchool, scheduleOf } from './student';

const school = planSchool(2000, 0, 2000);
const moments = school.flatMap((p) => momentsOf(scheduleOf(p)));
const firstSave = Math.min(...school.map((p) => p.saveAt));

describe('the whole-exam clock', () => {
  const clock = clockFor('exam', moments);

  it('plays every call but tracking: sign-ins, starts, saves, learn pages and studying', () => {
    expect(moments.filter((m) => clock(m) === undefined)).toEqual([]);
  });

  it('never squeezes time: played moments within a minute of each other are as far apart as in a real exam', () => {
    const sorted = [...moments].sort((a, b) => a - b);
    const squeezed = sorted.filter((m, i) => {
      const next = sorted[i + 1];
      return (
        next !== undefined &&
        next - m < 60_000 &&
        Math.abs(clock(next)! - clock(m)! - (next - m)) > 1e-6
      );
    });
    expect(squeezed).toEqual([]);
  });

  it('leaves out the middle of the test, after every start and before the first save, and the custom tests', () => {
    const lastStart = Math.max(...school.map((p) => scheduleOf(p).start));
    expect(lastStart).toBeLessThan(START_SECONDS * 1000);
    expect(clock(START_SECONDS * 1000 + 1)).toBeUndefined();
    expect(clock(firstSave - 60_000)).toBeUndefined();
    expect(clock(firstSave - 30_000)).toBe(START_SECONDS * 1000);
    const ctSaves = school.flatMap((p) => scheduleOf(p).study?.ctSave ?? []);
    const ctStarts = school.flatMap((p) => scheduleOf(p).study?.ctStart ?? []);
    const lastSave = Math.max(...school.map((p) => p.saveAt));
    const quiet = (Math.max(...ctStarts, lastSave) + Math.min(...ctSaves)) / 2;
    expect(clock(quiet)).toBeUndefined();
  });

  it('plays the 40-minute exam in under 16 minutes', () => {
    const last = Math.max(...moments);
    expect(last).toBeGreaterThan(40 * 60_000);
    expect(clock(last)!).toBeLessThan(16 * 60_000);
  });
});

describe('the start clock', () => {
  const clock = clockFor('start', moments);

  it('plays the first 120 s as they are and nothing after', () => {
    expect(clock(0)).toBe(0);
    expect(clock(81_000)).toBe(81_000);
    expect(clock(START_SECONDS * 1000)).toBeUndefined();
    expect(clock(firstSave)).toBeUndefined();
  });
});

describe('the school', () => {
  it('arrives within the first minute and takes 17 to 50 minutes over its 100 questions', () => {
    const outside = school.filter(
      (p) =>
        p.arrival >= REAL.arrivalWindow * 1000 ||
        p.testMs <= 1000 * 1000 ||
        p.testMs >= 3000 * 1000,
    );
    expect(outside).toEqual([]);
  });

  it('has the quarter who finish first go on to study', () => {
    const studying = school.filter((p) => p.studies);
    expect(studying).toHaveLength(school.length * STUDYING_SHARE);
    const lastStudying = Math.max(...studying.map((p) => p.saveAt));
    const earlier = school.filter((p) => !p.studies && p.saveAt < lastStudying);
    expect(earlier).toEqual([]);
  });
});
