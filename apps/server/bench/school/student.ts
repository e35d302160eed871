/**
 * One virtual student at a school's exam (issue 16): signs in, reads the
 * profile and progress, starts the diagnostic test, sends tracking every
 * 30 s, answers about 100 questions (kept in the browser, as the app does)
 * and submits them in one save, then opens the learn page; a share of the
 * students then study (a lesson's activities, practice and quiz saves, a
 * custom test). Real think times are divided by COMPRESSION; the arrivals
 * and the tracking interval are not, so the start and tracking request rates
 * are those of N real students (see REAL and rates() below).
 */
import type {
  CustomTest,
  DiagnosticTest,
  LessonActivities,
  RemediationProgress,
  StudentProgress,
} from '@gp/api';
import type { Client } from './http';

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
export const COMPRESSION = Number(process.env.BENCH_SCHOOL_COMPRESSION ?? 100);
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

export interface Question {
  questionKey: string;
  type: string;
  gapCount?: number;
  presets?: unknown[];
}

/** An answer of the right shape for each question type (right or wrong does not matter here). */
export const responseOf = (q: Question) =>
  q.type === 'multipleSelect'
    ? { selected: [0] }
    : q.type === 'gapFill'
      ? { answers: Array.from({ length: q.gapCount ?? 1 }, () => 'is') }
      : { links: (q.presets ?? []).map((_, k) => k) };

const testAnswers = (test: DiagnosticTest | CustomTest) =>
  test.Modules.flatMap((m) =>
    m.Activitys.map((a) => ({
      ModuleKey: m.ModuleKey,
      ActivityKey: a.Key,
      TemplateType: a.Type,
      QuestionAnswer: a.Questions.map((q) => ({
        QuestionKey: q.questionKey,
        Response: responseOf(q as Question),
        Duration: 5000,
      })),
    })),
  );

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

const think = (realSeconds: number) => (realSeconds * 1000) / COMPRESSION;

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

/** A lesson (activities, practice, quiz) of the first recommended module, then a custom test. */
async function study(c: Client, token: string, userId: string, from: number) {
  let due = from + think(REAL.studyStep / 3);
  const remediation = await c.call<RemediationProgress>(
    'remediation-progress',
    due,
    'GET',
    '/api/v2/StudentRemediationProgress/',
    token,
  );
  const module =
    remediation.body.Recommended[0] ?? remediation.body.AlreadyPassed[0];
  if (module) {
    const lesson = module.Lessons[0]!;
    const delivered = await c.call<LessonActivities>(
      'activities',
      due,
      'POST',
      '/api/v2/ActivityEntity/Web/',
      token,
      lesson.ActivityKeys,
    );
    const start = { ModuleKey: module.ModuleKey, LessonKey: lesson.LessonKey };
    const answersOf = (quiz: boolean) =>
      delivered.body.Activities.filter(
        (a) => (a.Body.ActivityType === 'output') === quiz,
      ).map((a) => ({
        ...start,
        ActivityKey: a.Key,
        QuestionAnswer: a.Questions.map((q) => ({
          QuestionKey: q.questionKey,
          Response: responseOf(q as Question),
          Duration: 5000,
        })),
      }));
    const practiceKey = await c.call<string>(
      'practice-start',
      due,
      'POST',
      '/api/v2/RemediationLessonPractice/Start/',
      token,
      start,
    );
    const practice = answersOf(false);
    due += think(REAL.studyStep);
    if (practice.length)
      await c.call(
        'practice-save',
        due,
        'POST',
        '/api/v2/RemediationLessonPractice/Save/',
        token,
        {
          StudentRemediationKey: practiceKey.body,
          StudentId: userId,
          IdempotencyKey: `school-${userId}-practice`,
          StudentModuleLessonAnswer: practice,
        },
      );
    const quizKey = await c.call<string>(
      'quiz-start',
      due,
      'POST',
      '/api/v2/RemediationLesson/Start/',
      token,
      start,
    );
    due += think(REAL.studyStep);
    await c.call(
      'quiz-save',
      due,
      'POST',
      '/api/v2/RemediationLesson/Save/',
      token,
      {
        StudentRemediationKey: quizKey.body,
        StudentId: userId,
        IdempotencyKey: `school-${userId}-quiz`,
        StudentModuleLessonAnswer: answersOf(true),
      },
    );
  }
  due += think(REAL.studyStep / 3);
  const first = remediation.body.Recommended[0]?.ModuleKey ?? module?.ModuleKey;
  if (!first) return;
  const ct = await c.call<CustomTest>(
    'ct-start',
    due,
    'PUT',
    '/api/v2/CustomTest/Start/',
    token,
    [first],
  );
  const answers = testAnswers(ct.body);
  const count = answers.reduce((n, a) => n + a.QuestionAnswer.length, 0);
  due += think(REAL.thinkPerCtQuestion * count);
  await c.call('ct-save', due, 'PUT', '/api/v2/CustomTest/Save/', token, {
    CustomTestKey: ct.body.CustomTestKey,
    StudentId: userId,
    IdempotencyKey: `school-${userId}-ct`,
    StudentModuleActivityAnswer: answers,
  });
}
