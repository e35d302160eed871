/**
 * The school bench's clocks (issue 16: "think times may be compressed by a
 * stated factor as long as the request rate equals that of N real
 * students"): the measured runs play real time, leaving out only the
 * stretch in which the school sends nothing but tracking.
 */
import { describe, expect, it } from 'vitest';
import { clockFor, REAL, START_SECONDS, STUDYING_SHARE } from './model';
import { planSchool } from './student';

const school = planSchool(2000, 0, 2000);
const firstSave = Math.min(...school.map((p) => p.saveAt));
const startedAt = (p: (typeof school)[number]) =>
  p.arrival + (REAL.appLoad + REAL.readIntro) * 1000;

describe('the whole-exam clock', () => {
  const clock = clockFor('exam', firstSave);

  it('plays every sign-in, start and save, and everything after the first save', () => {
    const left = school.filter((p) =>
      [p.arrival, startedAt(p), p.saveAt, p.saveAt + 600_000].some(
        (ms) => clock(ms) === undefined,
      ),
    );
    expect(left).toEqual([]);
  });

  it('never squeezes time: two played moments on one side of the gap are as far apart as in a real exam', () => {
    const before = [0, 30_000, START_SECONDS * 1000 - 1];
    const after = school.map((p) => p.saveAt).slice(0, 50);
    for (const side of [before, after])
      for (const a of side)
        for (const b of side)
          expect(clock(b)! - clock(a)!).toBeCloseTo(b - a, 6);
  });

  it('leaves out only the middle of the test, after every start and before the first save', () => {
    const lastStart = Math.max(...school.map(startedAt));
    expect(lastStart).toBeLessThan(START_SECONDS * 1000);
    expect(clock(START_SECONDS * 1000 + 1)).toBeUndefined();
    expect(clock(firstSave - 60_000)).toBeUndefined();
    expect(clock(firstSave - 30_000)).toBe(START_SECONDS * 1000);
  });
});

describe('the start clock', () => {
  const clock = clockFor('start', firstSave);

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
