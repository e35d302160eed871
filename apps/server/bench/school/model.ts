/** The school's timing: a real student's times and how the bench compresses them. */

/** A real student's times, in seconds. */
export const REAL = {
  /** Everyone starts within the first minute, as at an exam's start. */
  arrivalWindow: 60,
  /** The app and the player send tracking this often during a test. */
  trackingInterval: 30,
  /** From sign-in to the profile and progress reads (the app loading). */
  appLoad: 1,
  /** Reading the test's introduction before Start. */
  readIntro: 20,
  /** Questions in a diagnostic test, and the think time of each (uniform). */
  questions: 100,
  thinkPerQuestion: [10, 30] as const,
  /** From the save to the learn page (the results overlay). */
  toLearn: 5,
  /** Between two study steps (reading, a practice round, a quiz). */
  studyStep: 60,
  /** Think time of each custom-test question. */
  thinkPerCtQuestion: 20,
};

/** Real think times are divided by this (BENCH_SCHOOL_COMPRESSION); arrivals and tracking are not. */
export const COMPRESSION = Number(process.env.BENCH_SCHOOL_COMPRESSION ?? 200);
/** The share of students who go on studying after the learn page. */
export const STUDYING_SHARE = 0.25;

/** What a real student sends over an exam, for the rates the report states. */
export function realRates(n: number) {
  const meanTest =
    REAL.questions *
    ((REAL.thinkPerQuestion[0] + REAL.thinkPerQuestion[1]) / 2);
  return {
    /** Sign-in, 3 reads and the start, and the first tracking, within the first minute. */
    startPhasePerSecond: (n * 6) / REAL.arrivalWindow,
    trackingPerSecond: n / REAL.trackingInterval,
    meanTestSeconds: meanTest,
  };
}

/** A seeded pseudo-random generator (mulberry32), so every run draws the same school. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A real think time, compressed, in ms. */
export const think = (realSeconds: number) =>
  (realSeconds * 1000) / COMPRESSION;
