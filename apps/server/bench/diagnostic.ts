/**
 * Issue 5 benchmark: diagnostic test start and a 100-answer submit with 200
 * concurrent virtual students, each its own account with a profile.
 */
import autocannon from 'autocannon';
import { loadCourse } from '@gp/content';
import type { DiagnosticTest, ModuleActivityAnswer } from '@gp/api';
import { openDatabase } from '../src/db/client';
import { createRepositories } from '../src/db/repositories';
import { importCourse } from '../src/content/import-course';
import { hashPassword } from '../src/lib/passwords';
import type { Measure } from './support';

export const STUDENTS = 600;
/**
 * Students who start and submit a test first, unmeasured, so that the
 * measured runs see a warmed-up server (compiled code, prepared statements on
 * every pool connection) as a running one would; one wave of CONNECTIONS.
 */
export const WARM_UP_STUDENTS = 200;
const ALL_STUDENTS = WARM_UP_STUDENTS + STUDENTS;
export const CONNECTIONS = 200;
/**
 * Accounts for the sign-in measurement, each signed in at most a few times:
 * one shared account would reach its 5 sessions at once and measure the
 * too-many-devices refusal instead of a sign-in (DESIGN.md §4).
 */
export const SIGN_IN_ACCOUNTS = 3000;

/**
 * Creates the students (one password hash for all) with complete profiles,
 * and the sign-in accounts, before the server starts.
 */
export async function seedStudents(target: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<void> {
  const database = await openDatabase(target);
  const repos = createRepositories(database.db);
  const { course } = loadCourse();
  await importCourse(database.db, course!, { info: () => {} } as never);
  const passwordHash = await hashPassword('bench-pass');
  const expireTime = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  const rows = await repos.students.insertMany(
    Array.from({ length: ALL_STUDENTS }, (_, i) => ({
      userName: `bench-${i}`,
      passwordHash,
      englishFirstName: `Bench ${i}`,
      marketRegion: 0,
      status: 1,
      expireTime,
    })),
  );
  await repos.students.insertMany(
    Array.from({ length: SIGN_IN_ACCOUNTS }, (_, i) => ({
      userName: `bench-signin-${i}`,
      passwordHash,
      englishFirstName: `Sign-in ${i}`,
      marketRegion: 0,
      status: 1,
      expireTime,
    })),
  );
  for (const s of rows) {
    await repos.profiles.upsert(s.id, {
      birthday: '2014-05-31',
      educationRegionKey: 'intl-singapore',
      educationGradeKey: 'grade-4',
      cultureCode: 'en-US',
      startPointGradeKey: 'grade-4',
    });
  }
  await database.close();
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs every student in, a few at a time; the warm-up students come first. */
export async function signInAll(
  url: string,
): Promise<{ token: string; userId: string }[]> {
  const out: { token: string; userId: string }[] = [];
  for (let i = 0; i < ALL_STUDENTS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, ALL_STUDENTS - i) }, (_, j) =>
        fetch(`${url}/api/v2/Authentication/GP/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            UserName: `bench-${i + j}`,
            Password: 'bench-pass',
            Platform: 16,
          }),
        }).then((r) =>
          json<{ Token: string; UserInfo: { UserId: string } }>(r),
        ),
      ),
    );
    out.push(
      ...batch.map((b) => ({ token: b.Token, userId: b.UserInfo.UserId })),
    );
  }
  return out;
}

/**
 * A run of a fixed number of requests: requests/s from its start to its last
 * answer (autocannon's per-second average and its duration count whole
 * seconds, too coarse for a run of 3 or 4 s).
 */
function summarize(r: autocannon.Result, seconds: number): Measure {
  return {
    requestsPerSecond: Math.round(r.requests.total / seconds),
    requests: r.requests.total,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** Every student starts a test once: composition from the item bank, stored. */
export async function measureStart(
  url: string,
  students: { token: string }[],
): Promise<Measure> {
  let next = 0;
  const started = performance.now();
  let lastAnswer = started;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: students.length,
    requests: [
      {
        method: 'PUT',
        path: '/api/v2/StudentDiagnosticTest/Start/',
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            authorization: `Bearer ${students[next++ % students.length]!.token}`,
          },
        }),
        onResponse: () => {
          lastAnswer = performance.now();
        },
      },
    ],
  });
  return summarize(r, (lastAnswer - started) / 1000);
}

/** Each student's whole test answered (about 100 answers), as a submit body. */
export async function prepareSubmissions(
  url: string,
  students: { token: string; userId: string }[],
): Promise<string[]> {
  return Promise.all(
    students.map(async (s) => {
      const test = await json<DiagnosticTest>(
        await fetch(`${url}/api/v2/StudentDiagnosticTest/Start/`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${s.token}` },
        }),
      );
      const answers: ModuleActivityAnswer[] = test.Modules.flatMap((m) =>
        m.Activitys.map((a) => ({
          ModuleKey: m.ModuleKey,
          ActivityKey: a.Key,
          TemplateType: a.Type,
          QuestionAnswer: a.Questions.map((q) => ({
            QuestionKey: q.questionKey,
            Response:
              q.type === 'multipleSelect'
                ? { selected: [0] }
                : q.type === 'gapFill'
                  ? { answers: Array.from({ length: q.gapCount }, () => 'is') }
                  : { links: q.presets.map((_, k) => k) },
            Duration: 5000,
          })),
        })),
      );
      return JSON.stringify({
        DiagnosticTestKey: test.DiagnosticTestKey,
        StudentId: s.userId,
        IdempotencyKey: `bench-${s.userId}-submit`,
        StudentModuleActivityAnswer: answers,
      });
    }),
  );
}

/** Every student submits their whole test once, scored by the server. */
export async function measureSubmit(
  url: string,
  students: { token: string }[],
  bodies: string[],
): Promise<Measure> {
  let next = 0;
  const started = performance.now();
  let lastAnswer = started;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: students.length,
    requests: [
      {
        method: 'PUT',
        path: '/api/v2/StudentDiagnosticTest/Save/',
        setupRequest: (req) => {
          const i = next++ % students.length;
          return {
            ...req,
            headers: {
              ...req.headers,
              'content-type': 'application/json',
              authorization: `Bearer ${students[i]!.token}`,
            },
            body: bodies[i],
          };
        },
        onResponse: () => {
          lastAnswer = performance.now();
        },
      },
    ],
  });
  return summarize(r, (lastAnswer - started) / 1000);
}
