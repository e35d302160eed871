/**
 * The API's runs of `npm run bench` on one database (issues 2, 5, 11, 12,
 * 13): seeded, then a server of its own, each figure with its CPU time per
 * request. The lesson, custom test and statement store runs are measured on
 * PostgreSQL only.
 */
import type { Student } from './api';
import {
  measureCustomTestSave,
  measureCustomTestStart,
  prepareCustomTestSaves,
  prepareCustomTestStarts,
} from './custom-test';
import {
  measureStart,
  measureSubmit,
  prepareSubmissions,
  seedStudents,
  signInAll,
  STUDENTS,
  WARM_UP_STUDENTS,
} from './diagnostic';
import { measureStatementStore, xapiCredentials } from './learning-records';
import {
  measureLessonActivities,
  measureQuizSave,
  prepareLessonCalls,
} from './lessons';
import { measurePlayerFirstQuestion } from './player';
import type { Row } from './report';
import { measureSignIn } from './sign-in';
import { seedYearOfHistory } from './study-report-seed';
import { measureReportPages } from './study-report';
import {
  measure,
  startChild,
  withServerCpu,
  type Child,
  type Measure,
} from './support';

export const SECONDS = 10;

export interface DatabaseResult {
  rows: Row[];
  /** The player's first question (ms), measured on PGlite. */
  player?: number[];
  playerError?: string;
}

/** Adds a row measured with the server's CPU time, and hands back its figures. */
type AddRow = <M extends Measure>(
  id: Row['id'],
  name: string,
  run: () => Promise<M>,
) => Promise<M>;

export async function measureDatabase(
  database: 'pglite' | 'postgres',
  env: Record<string, string>,
  logLevel: string,
): Promise<DatabaseResult> {
  const target = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! };
  await seedStudents(target);
  const { soFarKey } = await seedYearOfHistory(target);
  const out: DatabaseResult = { rows: [] };
  let server: Child | undefined;
  try {
    server = await startChild(
      'src/server.ts',
      { ...env, LOG_LEVEL: logLevel },
      '/api/health',
    );
    const url = `http://127.0.0.1:${server.port}`;
    const add: AddRow = async (id, name, run) => {
      const m = await withServerCpu(server!, run);
      out.rows.push({ id, name, database, m });
      return m;
    };
    const everyone = await signInAll(url);
    const students = everyone.slice(WARM_UP_STUDENTS);
    await add('get', 'GET /api/v2/StudentProfile/GP/ (signed in)', () =>
      measure({
        url: `${url}/api/v2/StudentProfile/GP/`,
        headers: { authorization: `Bearer ${students[0]!.token}` },
      }),
    );
    const signIn = await add(
      'sign-in',
      'POST /api/v2/Authentication/GP/ (sign-in)',
      () => measureSignIn(url, SECONDS),
    );
    if (signIn.withoutToken > 0)
      out.rows.at(-1)!.note =
        `${signIn.withoutToken} answers had no token (too many devices)`;
    if (database === 'pglite') {
      const s = students[0]!;
      try {
        out.player = await measurePlayerFirstQuestion(url, s.token, s.userId);
      } catch (e) {
        out.playerError =
          e instanceof Error ? e.message.split('\n')[0] : String(e);
      }
    }
    // Issue 13: the study report page of a student with a year of history.
    const pages = await measureReportPages(url, soFarKey);
    out.rows.push(
      {
        id: 'report-final',
        name: 'report page, last month, a year of history (1 parent)',
        database,
        m: pages.final,
      },
      {
        id: 'report-so-far',
        name: 'report page, month so far, recomputed (1 parent)',
        database,
        m: pages.soFar,
      },
    );
    // Unmeasured: the warm-up students start and submit first.
    const warmUp = everyone.slice(0, WARM_UP_STUDENTS);
    await measureStart(url, warmUp);
    await measureSubmit(url, warmUp, await prepareSubmissions(url, warmUp));
    await add(
      'dt-start',
      `PUT DiagnosticTest/Start (${STUDENTS} students)`,
      () => measureStart(url, students),
    );
    const bodies = await prepareSubmissions(url, students);
    await add(
      'dt-submit',
      `PUT DiagnosticTest/Save, ~100 answers (${STUDENTS})`,
      () => measureSubmit(url, students, bodies),
    );
    if (database === 'postgres') await measureStudy(url, warmUp, students, add);
  } finally {
    await server?.stop();
  }
  return out;
}

/**
 * Issues 11, 12 and 13 on PostgreSQL: each student's lesson 1 of a
 * recommended module, a custom test of the first tested module (filled to
 * 4), each after the warm-up students made the same calls unmeasured; then
 * statements stored per second.
 */
async function measureStudy(
  url: string,
  warmUp: Student[],
  students: Student[],
  add: AddRow,
): Promise<void> {
  const warmCalls = await prepareLessonCalls(url, warmUp);
  await measureLessonActivities(url, warmUp, warmCalls);
  await measureQuizSave(url, warmUp, warmCalls);
  const calls = await prepareLessonCalls(url, students);
  await add(
    'lesson-activities',
    `POST ActivityEntity/Web, ${calls.activityKeys.length} activities (${STUDENTS})`,
    () => measureLessonActivities(url, students, calls),
  );
  await add(
    'quiz-save',
    `POST RemediationLesson/Save, ~${Math.round(calls.answersPerSave)} answers (${STUDENTS})`,
    () => measureQuizSave(url, students, calls),
  );
  const warmStarts = await prepareCustomTestStarts(url, warmUp);
  await measureCustomTestStart(url, warmUp, warmStarts);
  const warmSaves = await prepareCustomTestSaves(url, warmUp, warmStarts);
  await measureCustomTestSave(url, warmUp, warmSaves.bodies);
  const starts = await prepareCustomTestStarts(url, students);
  await add('ct-start', `PUT CustomTest/Start, 4 modules (${STUDENTS})`, () =>
    measureCustomTestStart(url, students, starts),
  );
  const saves = await prepareCustomTestSaves(url, students, starts);
  await add(
    'ct-save',
    `PUT CustomTest/Save, ~${Math.round(saves.answersPerSave)} answers (${STUDENTS})`,
    () => measureCustomTestSave(url, students, saves.bodies),
  );
  const writers = await xapiCredentials(url, students.slice(0, 100));
  await add(
    'xapi-put',
    'PUT /xapi/statements, one statement (100 students in turn)',
    () => measureStatementStore(url, writers, SECONDS),
  );
}
