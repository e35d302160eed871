/**
 * Issue 5 benchmark: diagnostic test start and a 100-answer submit with 200
 * concurrent virtual students, each its own account with a profile.
 */
import type { DiagnosticTest } from '@gp/api';
import { call, signIn, type Student } from './api';
import { testAnswers } from './answers';
import { eachOnce } from './each-once';
import { insertStudents, seedDatabase, type SeedTarget } from './seed';
import type { Measure } from './support';

export const STUDENTS = 600;
/**
 * Students who start and submit a test first, unmeasured, so that the
 * measured runs see a warmed-up server (compiled code, prepared statements on
 * every pool connection) as a running one would; one wave of CONNECTIONS.
 */
export const WARM_UP_STUDENTS = 200;
const ALL_STUDENTS = WARM_UP_STUDENTS + STUDENTS;
/**
 * Accounts for the sign-in measurement, each signed in at most a few times:
 * one shared account would reach its 5 sessions at once and measure the
 * too-many-devices refusal instead of a sign-in (DESIGN.md §4).
 */
export const SIGN_IN_ACCOUNTS = 3000;
export const PASSWORD = 'bench-pass';

const START_PATH = '/api/v2/StudentDiagnosticTest/Start/';
const SAVE_PATH = '/api/v2/StudentDiagnosticTest/Save/';

/**
 * Creates the students with complete profiles, and the sign-in accounts,
 * before the server starts.
 */
export async function seedStudents(target: SeedTarget): Promise<void> {
  await seedDatabase(target, async (db) => {
    await insertStudents(db, {
      count: ALL_STUDENTS,
      password: PASSWORD,
      nameOf: (i) => `bench-${i}`,
      firstNameOf: (i) => `Bench ${i}`,
    });
    await insertStudents(db, {
      count: SIGN_IN_ACCOUNTS,
      password: PASSWORD,
      nameOf: (i) => `bench-signin-${i}`,
      firstNameOf: (i) => `Sign-in ${i}`,
      profiles: false,
    });
  });
}

/** Signs every student in, a few at a time; the warm-up students come first. */
export async function signInAll(url: string): Promise<Student[]> {
  const out: Student[] = [];
  for (let i = 0; i < ALL_STUDENTS; i += 20)
    out.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, ALL_STUDENTS - i) }, (_, j) =>
          signIn(url, `bench-${i + j}`, PASSWORD),
        ),
      )),
    );
  return out;
}

/** Starts the student's test (or hands back the one started). */
export const startTest = (url: string, s: Student) =>
  call<DiagnosticTest>(url, 'PUT', START_PATH, { token: s.token });

/** The student's whole test answered (about 100 answers), as its save carries it. */
export const submissionOf = (test: DiagnosticTest, s: Student) => ({
  DiagnosticTestKey: test.DiagnosticTestKey,
  StudentId: s.userId,
  IdempotencyKey: `bench-${s.userId}-submit`,
  StudentModuleActivityAnswer: testAnswers(test),
});

/** Every student starts a test once: composition from the item bank, stored. */
export const measureStart = (
  url: string,
  students: readonly Student[],
): Promise<Measure> => eachOnce('PUT', url, START_PATH, students);

/** Each student's whole test answered, as a submit body. */
export const prepareSubmissions = (
  url: string,
  students: readonly Student[],
): Promise<string[]> =>
  Promise.all(
    students.map(async (s) =>
      JSON.stringify(submissionOf(await startTest(url, s), s)),
    ),
  );

/** Every student submits their whole test once, scored by the server. */
export const measureSubmit = (
  url: string,
  students: readonly Student[],
  bodies: string[],
): Promise<Measure> => eachOnce('PUT', url, SAVE_PATH, students, bodies);

/** The student's whole test, started, answered and submitted. */
export async function takeTest(url: string, s: Student): Promise<void> {
  const test = await startTest(url, s);
  await call(url, 'PUT', SAVE_PATH, {
    token: s.token,
    body: submissionOf(test, s),
  });
}
