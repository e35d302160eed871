import validateStatement from '@learninglocker/xapi-validation';
import { describe, expect, it } from 'vitest';
import {
  saveCustomTest,
  startCustomTest,
  type CustomTest,
  type LessonActivities,
} from '@gp/api';
import {
  XAPI_EXTENSIONS,
  XAPI_VERBS,
  xapiActivityIds,
  type XapiStatement,
} from '@gp/domain';
import { useLessonsApp } from '../test/lessons-app';

// DESIGN.md §4 Learning records: the server records what it sees itself, in
// the same statement or transaction as the event, once per event.
const ME = 'regular-ru';
const {
  app,
  call,
  userId,
  takeFirstTest,
  lessonOf,
  passQuiz,
  activities,
  startPart,
  savePart,
  practiceAnswers,
} = useLessonsApp([ME]);

const validate = (
  typeof validateStatement === 'function'
    ? validateStatement
    : (validateStatement as { default: unknown }).default
) as (data: unknown) => unknown[];

async function recorded(verb: string, objectId?: string) {
  const rows = await app().repos.learningRecords.query({
    studentId: userId[ME]!,
    verb,
    activity: objectId,
    ascending: true,
    limit: 500,
  });
  const statements = rows.map((r) => r.statement as unknown as XapiStatement);
  for (const s of statements) expect(validate(s)).toEqual([]);
  return statements;
}

let studied: string[];

describe('learning records the server writes itself (issue 13)', () => {
  it('records the diagnostic test start and submit, with the score in result.score', async () => {
    const dt = await takeFirstTest(ME, new Set());
    studied = dt.Modules.map((m) => m.ModuleKey);
    const id = xapiActivityIds.diagnosticTest(dt.DiagnosticTestKey);
    const started = await recorded(XAPI_VERBS.attempted.id, id);
    expect(started).toHaveLength(1);
    expect(started[0]!.context.extensions[XAPI_EXTENSIONS.dtKey]).toBe(
      dt.DiagnosticTestKey,
    );
    const submitted = await recorded(XAPI_VERBS.completed.id, id);
    expect(submitted).toHaveLength(1);
    const { score, success } = submitted[0]!.result!;
    expect(score!.max).toBeGreaterThan(0);
    expect(score!.raw).toBeLessThan(score!.max * 0.8);
    expect(success).toBe(false);
    // A repeated submit is answered from the store and records nothing.
    await call(ME, 'PUT', '/api/v2/StudentDiagnosticTest/Save/', {
      DiagnosticTestKey: dt.DiagnosticTestKey,
      StudentId: userId[ME],
      IdempotencyKey: `dt-${ME}-1`,
      StudentModuleActivityAnswer: [],
    });
    expect(await recorded(XAPI_VERBS.completed.id, id)).toHaveLength(1);
    expect(await recorded(XAPI_VERBS.loggedIn.id)).toHaveLength(1);
  }, 120_000);

  it('records a custom test start and its submit once', async () => {
    const res = await call(ME, 'PUT', startCustomTest.path, [studied[0]]);
    expect(res.statusCode, res.body).toBe(200);
    const test = res.json() as CustomTest;
    const id = xapiActivityIds.customTest(test.CustomTestKey);
    expect(await recorded(XAPI_VERBS.attempted.id, id)).toHaveLength(1);
    const answers = test.Modules.flatMap((m) =>
      m.Activitys.map((a) => ({
        ModuleKey: m.ModuleKey,
        ActivityKey: a.Key,
        TemplateType: a.Type,
        QuestionAnswer: [],
      })),
    );
    const body = {
      CustomTestKey: test.CustomTestKey,
      StudentId: userId[ME],
      IdempotencyKey: 'ct-records-1',
      StudentModuleActivityAnswer: answers,
    };
    for (let i = 0; i < 2; i++) {
      const saved = await call(ME, 'PUT', saveCustomTest.path, body);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const submitted = await recorded(XAPI_VERBS.completed.id, id);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.context.extensions[XAPI_EXTENSIONS.ctKey]).toBe(
      test.CustomTestKey,
    );
    expect(submitted[0]!.result!.score!.raw).toBe(0);
  }, 60_000);

  it('records a practice save, each quiz save and the module completion once', async () => {
    const module = studied[0]!;
    const lesson1 = await lessonOf(ME, module, 1);
    const started = await startPart(ME, 'practice', module, lesson1.LessonKey);
    expect(started.statusCode, started.body).toBe(200);
    const delivered = (
      await activities(ME, lesson1.ActivityKeys)
    ).json() as LessonActivities;
    const practice = practiceAnswers(
      delivered,
      module,
      lesson1.LessonKey,
      true,
    );
    for (let i = 0; i < 2; i++) {
      const res = await savePart(
        ME,
        'practice',
        started.json(),
        practice,
        'practice-records-1',
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const practised = await recorded(
      XAPI_VERBS.completed.id,
      xapiActivityIds.lessonPractice(lesson1.LessonKey),
    );
    expect(practised).toHaveLength(1);
    expect(practised[0]!.result!.success).toBe(true);

    for (const sequence of [1, 2, 3, 4]) {
      const lesson = await lessonOf(ME, module, sequence);
      await passQuiz(ME, module, lesson.LessonKey);
      const quiz = await recorded(
        XAPI_VERBS.completed.id,
        xapiActivityIds.lessonQuiz(lesson.LessonKey),
      );
      expect(quiz).toHaveLength(1);
      expect(quiz[0]!.result!.score!.scaled).toBe(1);
      const done = await recorded(
        XAPI_VERBS.completed.id,
        xapiActivityIds.module(module),
      );
      expect(done).toHaveLength(sequence === 4 ? 1 : 0);
    }
  }, 120_000);
});
