/**
 * The study report bench's student (issue 13): a year of history (tests,
 * custom tests, quizzes, practice and tracked slides every month) written
 * straight to the database, and a report of the month so far.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { buildStudyReport, monthOf, reportOffsetMinutes } from '@gp/domain';
import { hashPassword } from '../src/lib/passwords';
import { students, studentProfiles } from '../src/db/schema-accounts';
import {
  diagnosticAnswerSheets,
  diagnosticModuleScores,
  diagnosticTests,
  trackingEvents,
} from '../src/db/schema-tests';
import {
  customTestModuleScores,
  customTests,
} from '../src/db/schema-custom-tests';
import { lessonStarts, practiceProgress } from '../src/db/schema-lessons';
import { studyReports } from '../src/db/schema-study-reports';
import { seedDatabase, type SeedTarget } from './seed';

export const REPORT_USER = 'bench-report';
export const REPORT_PASSWORD = 'bench-pass';
const MONTHS = 12;
const DAY = 86_400_000;

/** What one year holds, for the report line. */
export const YEAR = {
  diagnosticTests: MONTHS / 2,
  customTests: MONTHS * 2,
  quizzes: MONTHS * 20,
  practice: MONTHS * 25,
  trackedSlides: MONTHS * 400,
};

async function chunked<T>(rows: T[], insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500)
    await insert(rows.slice(i, i + 500));
}

/**
 * A student in Russia with a year of study before now, and a report of the
 * month so far whose key is returned (the page recomputes it on each view).
 */
export function seedYearOfHistory(
  target: SeedTarget,
): Promise<{ soFarKey: string }> {
  return seedDatabase(target, async (db) => {
    const [student] = await db
      .insert(students)
      .values({
        userName: REPORT_USER,
        passwordHash: await hashPassword(REPORT_PASSWORD),
        englishFirstName: 'Alex',
        marketRegion: 2,
        status: 1,
        expireTime: new Date(Date.now() + 365 * DAY),
      })
      .returning();
    const id = student!.id;
    await db.insert(studentProfiles).values({
      studentId: id,
      educationRegionKey: 'ru-moscow',
      educationGradeKey: 'grade-5',
      cultureCode: 'ru-RU',
      startPointGradeKey: 'grade-3',
      preferLanguageCode: 'ru-RU',
    });
    const items = (await db.execute(
      'select key, module_key as "moduleKey" from diagnostic_items order by position limit 400' as never,
    )) as unknown as { rows: { key: string; moduleKey: string }[] };
    const acts = (await db.execute(
      'select key, module_key as "moduleKey", lesson_key as "lessonKey" from activities where kind = \'practice\' limit 400' as never,
    )) as unknown as {
      rows: { key: string; moduleKey: string; lessonKey: string }[];
    };
    const modules = [...new Set(items.rows.map((i) => i.moduleKey))].slice(
      0,
      12,
    );
    const qOf = (k: string) => k.slice(k.indexOf('.') + 1);
    const start = Date.now() - MONTHS * 30 * DAY;
    const at = (month: number, day: number, minute = 0) =>
      new Date(start + month * 30 * DAY + day * DAY + minute * 60_000);
    const answer = (i: number, it: { key: string; moduleKey: string }) => ({
      moduleKey: it.moduleKey,
      activityKey: `${it.moduleKey}.a1`,
      questionKey: qOf(it.key),
      response: null,
      score: i % 3 === 0 ? 0 : 1,
      totalScore: 1,
      durationMs: 20_000,
    });
    const tests = [];
    const sheets = [];
    const dtScores = [];
    const cts = [];
    const ctScores = [];
    const quizzes = [];
    const practice = [];
    const tracked = [];
    for (let m = 0; m < MONTHS; m++) {
      if (m % 2 === 0) {
        const key = randomUUID();
        tests.push({
          key,
          studentId: id,
          seed: 's',
          composition: [],
          newModuleKeys: modules.slice(0, 8),
          verifiedModuleKeys: [],
          startedAt: at(m, 1),
          submittedAt: at(m, 1, 40),
        });
        sheets.push({
          testKey: key,
          answers: items.rows.slice(0, 100).map((it, i) => answer(i + m, it)),
        });
        for (const [i, mk] of modules.slice(0, 8).entries())
          dtScores.push({
            testKey: key,
            studentId: id,
            moduleKey: mk,
            score: 8 + ((i + m) % 13),
            totalScore: 20,
            isNew: m === 0,
          });
      }
      for (let c = 0; c < 2; c++) {
        const key = randomUUID();
        const chosen = modules.slice((m + c) % 8, ((m + c) % 8) + 4);
        cts.push({
          key,
          studentId: id,
          seed: 's',
          composition: [],
          chosenSet: chosen.join(','),
          startedAt: at(m, 10 + c * 7),
          submittedAt: at(m, 10 + c * 7, 15),
          answers: items.rows.slice(100, 132).map((it, i) => answer(i + c, it)),
        });
        for (const [i, mk] of chosen.entries())
          ctScores.push({
            testKey: key,
            studentId: id,
            moduleKey: mk,
            score: 4 + ((i + m + c) % 5),
            totalScore: 8,
          });
      }
      for (let q = 0; q < 20; q++) {
        const a = acts.rows[(m * 20 + q) % acts.rows.length]!;
        quizzes.push({
          key: randomUUID(),
          studentId: id,
          moduleKey: a.moduleKey,
          lessonKey: a.lessonKey,
          part: 'quiz' as const,
          startedAt: at(m, q, 0),
          submittedAt: at(m, q, 6),
          idempotencyKey: randomUUID(),
          score: 7,
          totalScore: 10,
          answers: Array.from({ length: 10 }, (_, i) => ({
            activityKey: a.key,
            questionKey: `q${i}`,
            response: null,
            score: i % 4 ? 1 : 0,
            totalScore: 1,
            durationMs: 30_000,
          })),
        });
      }
      for (let p = 0; p < 25; p++) {
        const a = acts.rows[(m * 25 + p) % acts.rows.length]!;
        if (m * 25 + p >= acts.rows.length) break;
        practice.push({
          studentId: id,
          activityKey: a.key,
          moduleKey: a.moduleKey,
          lessonKey: a.lessonKey,
          score: 4,
          totalScore: 5,
          answers: [],
          finishedAt: at(m, p, 20),
          savedAt: at(m, p, 20),
        });
      }
      for (let s = 0; s < 400; s++) {
        const t = at(m, s % 25, 30 + (s % 16));
        tracked.push({
          studentId: id,
          trackType: s % 2 ? 'PageEnd' : 'PageStart',
          contextKey: 'x',
          page: `slide-${s % 16}`,
          localStamp: t.toISOString(),
          at: t,
        });
      }
    }
    await chunked(tests, (r) => db.insert(diagnosticTests).values(r));
    await chunked(sheets, (r) => db.insert(diagnosticAnswerSheets).values(r));
    await chunked(dtScores, (r) => db.insert(diagnosticModuleScores).values(r));
    await chunked(cts, (r) => db.insert(customTests).values(r));
    await chunked(ctScores, (r) => db.insert(customTestModuleScores).values(r));
    await chunked(quizzes, (r) => db.insert(lessonStarts).values(r));
    await chunked(practice, (r) => db.insert(practiceProgress).values(r));
    await chunked(tracked, (r) => db.insert(trackingEvents).values(r));
    // The month so far: a report row whose page brings it up to date on every view.
    const soFarKey = randomBytes(32).toString('base64url');
    const month = monthOf(Date.now(), reportOffsetMinutes(2));
    const empty = buildStudyReport({
      month,
      offsetMinutes: 180,
      moments: [],
      scores: [],
      answers: [],
      quizSaves: [],
      practiceDone: [],
      testsSubmitted: [],
      progress: {
        RemediationProgress: {
          Recommended: [],
          AlreadyPassed: [],
          RemediationModulesResult: [],
          LessThanSelectedGradeModules: [],
        },
        DiagnosticTestProgress: {
          DiagnosticTestNumber: 0,
          NextDiagnosticTest: { New: [], NeedToBeVerified: [] },
          UserDiagnosticTestScoreSummary: [],
          UserDiagnosticTestAllResult: [],
        },
      },
    });
    await db.insert(studyReports).values({
      key: soFarKey,
      studentId: id,
      month,
      isFinal: false,
      data: { ...empty, questionTexts: {} },
    });
    return { soFarKey };
  });
}
