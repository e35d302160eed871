/**
 * One virtual student at a school's exam (issue 16): signs in, reads the
 * profile and progress, starts the diagnostic test, sends tracking every
 * 30 s, answers about 100 questions (kept in the browser, as the app does)
 * and submits them in one save, then opens the learn page; the quarter who
 * finish first then study while the others finish (a lesson's activities,
 * practice and quiz saves, a custom test). Every time is a real student's,
 * played by the run's clock (model.ts), which may leave moments out but
 * never squeezes them.
 */
import type { DiagnosticTest, StudentProgress } from '@gp/api';
import { CT_LIMITS } from '@gp/domain';
import { testAnswers } from '../answers';
import { dueOnAnswer, type Client } from './http';
import { REAL, rng, STUDYING_SHARE, type Clock } from './model';
import { study } from './study';

const stamp = () => new Date().toISOString();

export interface StudentPlan {
  userName: string;
  password: string;
  /** Arrival, real ms after the exam began. */
  arrival: number;
  /** The first Duration tracking after the start: a random phase of the interval. */
  trackingPhase: number;
  /** Between two Duration events, real ms (30 s; the warm-up's clock squeezes it back to 30 s). */
  trackingInterval: number;
  /** The test's real length (the think times of its questions), ms. */
  testMs: number;
  /** When the save is sent, real ms after the exam began. */
  saveAt: number;
  studies: boolean;
  /** The custom test's real length (the think times of its questions), ms, for those who study. */
  ctMs: number;
}

/** The real ms from sign-in to the test's start. */
const TO_START = (REAL.appLoad + REAL.readIntro) * 1000;

/** Draws the school: arrivals, test lengths, and who studies (the first to finish). */
export function planSchool(
  n: number,
  firstIndex: number,
  seed: number,
  {
    arrivalWindow = REAL.arrivalWindow,
    trackingInterval = REAL.trackingInterval,
  } = {},
): StudentPlan[] {
  const r = rng(seed);
  const [lo, hi] = REAL.thinkPerQuestion;
  const thinking = (questions: number) => {
    let s = 0;
    for (let q = 0; q < questions; q++) s += lo + (hi - lo) * r();
    return s;
  };
  const plans = Array.from({ length: n }, (_, i) => {
    const test = thinking(REAL.questions);
    const arrival = r() * arrivalWindow * 1000;
    return {
      userName: `school-${firstIndex + i}`,
      password: 'school-pass',
      arrival,
      trackingPhase: r() * trackingInterval * 1000,
      trackingInterval: trackingInterval * 1000,
      testMs: test * 1000,
      saveAt: arrival + TO_START + test * 1000,
      studies: false,
      ctMs: thinking(CT_LIMITS.target) * 1000,
    };
  });
  const bySave = [...plans].sort((a, b) => a.saveAt - b.saveAt);
  for (const p of bySave.slice(0, Math.round(n * STUDYING_SHARE)))
    p.studies = true;
  return plans;
}

/**
 * When a student sends each call other than tracking, real ms after the
 * exam began: the session's timetable, which runStudent and study follow
 * and the whole-exam clock keeps (model.ts).
 */
export function scheduleOf(plan: StudentPlan) {
  const step = REAL.studyStep * 1000;
  const learn = plan.saveAt + REAL.toLearn * 1000;
  const lesson = learn + step / 3;
  const ctStart = lesson + 2 * step + step / 3;
  return {
    signIn: plan.arrival,
    load: plan.arrival + REAL.appLoad * 1000,
    start: plan.arrival + TO_START,
    save: plan.saveAt,
    learn,
    /** The lesson's reads and practice start, the practice save and quiz start, the quiz save, the custom test's start and save. */
    study: plan.studies
      ? {
          lesson,
          practice: lesson + step,
          quiz: lesson + 2 * step,
          ctStart,
          ctSave: ctStart + plan.ctMs,
        }
      : undefined,
  };
}
export type Schedule = ReturnType<typeof scheduleOf>;

/** Every moment of a timetable. */
export const momentsOf = (s: Schedule) => [
  s.signIn,
  s.load,
  s.start,
  s.save,
  s.learn,
  ...Object.values(s.study ?? {}),
];

/**
 * Runs one student's session on the run's clock: each call is due at its
 * real time as the clock plays it (t0 + clock(real ms)); a call whose
 * previous answer came late is sent at once and its latency still counts
 * from its due time. The session ends at the first call the clock leaves
 * out (the start run ends after the exam's start); tracking events the
 * clock leaves out are skipped one by one.
 */
export async function runStudent(
  c: Client,
  plan: StudentPlan,
  t0: number,
  clock: Clock,
): Promise<void> {
  const at = (realMs: number) => {
    const ms = clock(realMs);
    return ms === undefined ? undefined : t0 + ms;
  };
  const when = scheduleOf(plan);
  const signInAt = at(when.signIn);
  if (signInAt === undefined) return;
  const signIn = await c.call<{ Token: string; UserInfo: { UserId: string } }>(
    'sign-in',
    signInAt,
    'POST',
    '/api/v2/Authentication/GP/',
    undefined,
    { UserName: plan.userName, Password: plan.password, Platform: 16 },
  );
  const token = signIn.body.Token;
  const userId = signIn.body.UserInfo.UserId;
  if (!token) throw new Error(`${plan.userName}: no token (too many devices)`);
  const loadAt = at(when.load);
  if (loadAt === undefined) return;
  await Promise.all([
    c.call('user-info', loadAt, 'GET', '/api/v2/StudentProfile/GP/', token),
    c.call('profile', loadAt, 'GET', '/api/v2/StudentProfile/', token),
    c.call('progress', loadAt, 'GET', '/api/v2/StudentProgress/', token),
  ]);
  const started = when.start;
  const startAt = at(started);
  if (startAt === undefined) return;
  const test = await c.call<DiagnosticTest>(
    'dt-start',
    startAt,
    'PUT',
    '/api/v2/StudentDiagnosticTest/Start/',
    token,
  );
  // Tracking runs beside the test; a failure is recorded, never thrown.
  const tracking: Promise<unknown>[] = [];
  const track = (type: string, realMs: number, durationMs?: number) => {
    const due = at(realMs);
    if (due === undefined) return;
    tracking.push(
      c
        .call('tracking', due, 'POST', '/api/v2/Tracking/', token, {
          Events: [
            {
              TrackType: type,
              ContextKey: test.body.DiagnosticTestKey,
              ...(durationMs === undefined ? {} : { DurationMs: durationMs }),
              LocalStamp: stamp(),
            },
          ],
        })
        .catch(() => undefined),
    );
  };
  // The app's queue sends StartDT 1.5 s after it happened; then the
  // player's Duration events every 30 s until the save.
  track('StartDT', started + 1500);
  const interval = plan.trackingInterval;
  for (let t = started + plan.trackingPhase; t < plan.saveAt; t += interval)
    track('Duration', t, REAL.trackingInterval * 1000);
  const saveAt = at(when.save);
  if (saveAt === undefined) {
    await Promise.all(tracking);
    return;
  }
  const answers = testAnswers(test.body);
  await c.call(
    'dt-save',
    saveAt,
    'PUT',
    '/api/v2/StudentDiagnosticTest/Save/',
    token,
    {
      DiagnosticTestKey: test.body.DiagnosticTestKey,
      StudentId: userId,
      IdempotencyKey: `school-${userId}-dt`,
      StudentModuleActivityAnswer: answers,
    },
  );
  track('SubmitDT', plan.saveAt + 1500);
  // A clock that plays the save plays every moment of the timetable.
  const due = at(when.learn)!;
  const [, , progress] = await Promise.all([
    c.call('profile', due, 'GET', '/api/v2/StudentProfile/', token),
    c.call('user-info', due, 'GET', '/api/v2/StudentProfile/GP/', token),
    c.call<StudentProgress>(
      'progress',
      due,
      'GET',
      '/api/v2/StudentProgress/',
      token,
    ),
    c.call(
      'grades',
      due,
      'GET',
      '/api/v2/AvailableGradeList/?regionKey=intl-singapore&cultureCode=en-US',
      token,
    ),
    c.call('ct-scores', due, 'GET', '/api/v2/CustomTest/', token),
  ]);
  const tested =
    progress.body.DiagnosticTestProgress.UserDiagnosticTestAllResult.map(
      (m) => m.ModuleKey,
    );
  await c.call(
    'practice-progress',
    dueOnAnswer(due),
    'POST',
    '/api/v2/RemediationLessonPractice/Progress/',
    token,
    tested,
  );
  if (when.study) await study(c, token, userId, when.study, at);
  await Promise.all(tracking);
}
