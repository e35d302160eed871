/**
 * One virtual student at a school's exam (issue 16): signs in, reads the
 * profile and progress, starts the diagnostic test, sends tracking every
 * 30 s, answers about 100 questions (kept in the browser, as the app does)
 * and submits them in one save, then opens the learn page; a share of the
 * students then study (a lesson's activities, practice and quiz saves, a
 * custom test). Real think times are divided by COMPRESSION; the arrivals
 * and the tracking interval are not, so the start and tracking request rates
 * are those of N real students (model.ts).
 */
import type { DiagnosticTest, StudentProgress } from '@gp/api';
import { testAnswers } from '../answers';
import type { Client } from './http';
import { COMPRESSION, REAL, rng, STUDYING_SHARE, think } from './model';
import { study } from './study';

const stamp = () => new Date().toISOString();

export interface StudentPlan {
  userName: string;
  password: string;
  /** Arrival, ms after the run's start. */
  arrival: number;
  /** The first Duration tracking after the start: a random phase of the 30 s interval. */
  trackingPhase: number;
  /** The compressed think time of each question, ms. */
  testMs: number;
  studies: boolean;
}

/** Draws the school: arrivals, test lengths, who studies. */
export function planSchool(
  n: number,
  firstIndex: number,
  seed: number,
  arrivalWindow = REAL.arrivalWindow,
): StudentPlan[] {
  const r = rng(seed);
  const [lo, hi] = REAL.thinkPerQuestion;
  return Array.from({ length: n }, (_, i) => {
    let test = 0;
    for (let q = 0; q < REAL.questions; q++) test += lo + (hi - lo) * r();
    return {
      userName: `school-${firstIndex + i}`,
      password: 'school-pass',
      arrival: r() * arrivalWindow * 1000,
      trackingPhase: r() * REAL.trackingInterval * 1000,
      testMs: (test * 1000) / COMPRESSION,
      studies: r() < STUDYING_SHARE,
    };
  });
}

/**
 * Runs one student's session on the clock: each call is due at a planned
 * time (t0 + offsets); a call whose previous answer came late is sent at
 * once and its latency still counts from its due time.
 */
export async function runStudent(
  c: Client,
  plan: StudentPlan,
  t0: number,
): Promise<void> {
  let due = t0 + plan.arrival;
  const signIn = await c.call<{ Token: string; UserInfo: { UserId: string } }>(
    'sign-in',
    due,
    'POST',
    '/api/v2/Authentication/GP/',
    undefined,
    { UserName: plan.userName, Password: plan.password, Platform: 16 },
  );
  const token = signIn.body.Token;
  const userId = signIn.body.UserInfo.UserId;
  if (!token) throw new Error(`${plan.userName}: no token (too many devices)`);
  due += think(REAL.appLoad);
  await Promise.all([
    c.call('user-info', due, 'GET', '/api/v2/StudentProfile/GP/', token),
    c.call('profile', due, 'GET', '/api/v2/StudentProfile/', token),
    c.call('progress', due, 'GET', '/api/v2/StudentProgress/', token),
  ]);
  due += think(REAL.readIntro);
  const test = await c.call<DiagnosticTest>(
    'dt-start',
    due,
    'PUT',
    '/api/v2/StudentDiagnosticTest/Start/',
    token,
  );
  const startedAt = due;
  const saveAt = startedAt + plan.testMs;
  // Tracking runs beside the test; a failure is recorded, never thrown.
  const track = (type: string, at: number, durationMs?: number) =>
    c
      .call('tracking', at, 'POST', '/api/v2/Tracking/', token, {
        Events: [
          {
            TrackType: type,
            ContextKey: test.body.DiagnosticTestKey,
            ...(durationMs === undefined ? {} : { DurationMs: durationMs }),
            LocalStamp: stamp(),
          },
        ],
      })
      .catch(() => undefined);
  // The app's queue sends StartDT 1.5 s after it happened; then the
  // player's Duration events every 30 s until the save.
  const tracking: Promise<unknown>[] = [track('StartDT', startedAt + 1500)];
  for (
    let at = startedAt + plan.trackingPhase;
    at < saveAt;
    at += REAL.trackingInterval * 1000
  )
    tracking.push(track('Duration', at, REAL.trackingInterval * 1000));
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
  due = Math.max(saveAt, performance.now());
  tracking.push(track('SubmitDT', due + 1500));
  due += think(REAL.toLearn);
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
    due,
    'POST',
    '/api/v2/RemediationLessonPractice/Progress/',
    token,
    tested,
  );
  if (plan.studies) await study(c, token, userId, due);
  await Promise.all(tracking);
}
