/**
 * The school's timing (issue 16): a real student's times, and the clocks
 * that play them. The issue allows compressing think times only "as long as
 * the request rate equals that of N real students", so the measured runs
 * never squeeze time: they play real time and skip the stretch of the exam
 * in which the school only sends tracking (see `clockFor`).
 */

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
};

/**
 * The exam's start as a run plays it, s: every student has arrived (60 s),
 * loaded the app and read the introduction (21 s), started, and sent a
 * full 30-s round of tracking.
 */
export const START_SECONDS = 120;
/**
 * The whole-exam run leaves out every stretch longer than this, s, in which
 * the school sends nothing but tracking...
 */
const IDLE_SECONDS = 60;
/** ...and plays this much of the tracking before and after each other call, s. */
const AROUND_SECONDS = 30;
/** The unmeasured warm-up squeezes every time by this, to run each call once within seconds. */
export const WARM_UP_COMPRESSION = 200;
/** The share of students who go on studying after the learn page: the ones who finish first. */
export const STUDYING_SHARE = 0.25;

/**
 * What a run plays:
 * - `start`: the exam's first START_SECONDS in real time (sign-ins, reads,
 *   test starts, tracking), the school's stress point, and the search's runs;
 * - `exam`: the whole exam in real time with its idle stretches left out
 *   (the saves, learn pages and studying at their real spread);
 * - `warm-up`: every call once, all times divided by WARM_UP_COMPRESSION
 *   (unmeasured; not a school's rate).
 */
export type Phase = 'start' | 'exam' | 'warm-up';

/**
 * A run's clock: when (ms after the run's start) it plays a call a real
 * student sends `realMs` after the exam began, or undefined when the run
 * does not play that moment.
 */
export type Clock = (realMs: number) => number | undefined;

/**
 * The clock of a phase, for a school whose calls other than tracking fall
 * at `moments` (real ms after the exam began). Between them, for most of
 * the test and while the studying students answer their custom tests, the
 * school sends only tracking, at the steady rate the start already played
 * (one event per student per 30 s): the exam run leaves out every such
 * stretch longer than IDLE_SECONDS, keeping AROUND_SECONDS of it on either
 * side of a call, and plays everything else at its real time. So every
 * second it plays carries what N real students send in that second.
 */
export function clockFor(phase: Phase, moments: readonly number[]): Clock {
  const start = START_SECONDS * 1000;
  if (phase === 'warm-up') return (ms) => ms / WARM_UP_COMPRESSION;
  if (phase === 'start') return (ms) => (ms < start ? ms : undefined);
  const around = AROUND_SECONDS * 1000;
  // The played stretches of real time, in order: [from, to) each.
  const played: { from: number; to: number; at: number }[] = [
    { from: 0, to: start, at: 0 },
  ];
  for (const m of [...moments].sort((x, y) => x - y)) {
    const last = played[played.length - 1]!;
    if (m - around - last.to <= IDLE_SECONDS * 1000)
      last.to = Math.max(last.to, m + around);
    else
      played.push({
        from: m - around,
        to: m + around,
        at: last.at + (last.to - last.from),
      });
  }
  return (ms) => {
    const s = played.find((p) => ms >= p.from && ms < p.to);
    return s && s.at + (ms - s.from);
  };
}

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
