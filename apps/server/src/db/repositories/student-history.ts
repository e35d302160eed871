import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { StoredComposition } from '../json-types';
import { namedQuery } from '../named-query';
import type { DiagnosticTestRow } from './diagnostic-tests';
import type { QuizScoreRow } from './lessons';
import type { ProfileRow } from './profiles';

/**
 * What the learning path reads of one student, in one round trip (issue 16):
 * the profile, the submitted diagnostic tests with their module scores, the
 * latest quiz score of each lesson and the submitted custom tests with
 * theirs. Progress, a test start and the lesson pages read all of it; as six
 * statements it cost the server and PostgreSQL a round trip each, on every
 * one of those calls.
 */
export interface StudentRecord {
  profile: ProfileRow | undefined;
  tests: { test: DiagnosticTestRow; scores: DiagnosticScore[] }[];
  quizzes: QuizScoreRow[];
  customTests: {
    key: string;
    endStamp: string;
    composition: StoredComposition;
    moduleScores: { moduleKey: string; score: number; totalScore: number }[];
  }[];
}

export interface DiagnosticScore {
  testKey: string;
  studentId: string;
  moduleKey: string;
  score: number;
  totalScore: number;
  isNew: boolean;
}

/** Each part as PostgreSQL's JSON writes it: column names, timestamps as ISO text. */
interface Parts {
  profile: {
    student_id: string;
    birthday: string | null;
    education_region_key: string;
    education_grade_key: string;
    culture_code: string;
    start_point_grade_key: string;
    prefer_language_code: string;
    updated_at: string;
  } | null;
  tests: {
    key: string;
    student_id: string;
    seed: string;
    composition: StoredComposition;
    new_module_keys: string[];
    verified_module_keys: string[];
    started_at: string;
    submitted_at: string | null;
    idempotency_key: string | null;
  }[];
  test_scores: {
    test_key: string;
    student_id: string;
    module_key: string;
    score: number;
    total_score: number;
    is_new: boolean;
  }[];
  quizzes: {
    module_key: string;
    lesson_key: string;
    score: number;
    total_score: number;
  }[];
  custom_tests: {
    key: string;
    submitted_at: string;
    composition: StoredComposition;
  }[];
  custom_test_scores: {
    test_key: string;
    module_key: string;
    score: number;
    total_score: number;
  }[];
}

const at = (stamp: string | null) => (stamp === null ? null : new Date(stamp));

export function studentHistoryRepository(db: Db) {
  return {
    /**
     * The student's record as the repositories it replaces read it: tests
     * and custom tests oldest first, each with its module scores; the
     * latest submitted quiz of each lesson.
     */
    async read(studentId: string): Promise<StudentRecord> {
      const [row] = await namedQuery<Parts>(
        db,
        'student_record',
        sql`
        with me as (select ${studentId}::uuid as id)
        select
          (select row_to_json(p) from student_profiles p, me
           where p.student_id = me.id) as profile,
          (select coalesce(json_agg(d order by d.submitted_at), '[]'::json)
           from diagnostic_tests d, me
           where d.student_id = me.id and d.submitted_at is not null) as tests,
          (select coalesce(json_agg(s), '[]'::json)
           from diagnostic_module_scores s, me
           where s.student_id = me.id) as test_scores,
          (select coalesce(json_agg(q), '[]'::json) from (
             select distinct on (l.lesson_key)
               l.module_key, l.lesson_key, l.score, l.total_score
             from lesson_starts l, me
             where l.student_id = me.id and l.submitted_at is not null
             order by l.lesson_key, l.submitted_at desc) q) as quizzes,
          (select coalesce(json_agg(c order by c.submitted_at), '[]'::json) from (
             select c.key, c.submitted_at, c.composition
             from custom_tests c, me
             where c.student_id = me.id and c.submitted_at is not null) c
          ) as custom_tests,
          (select coalesce(json_agg(cs), '[]'::json) from (
             select cs.test_key, cs.module_key, cs.score, cs.total_score
             from custom_test_module_scores cs, me
             where cs.student_id = me.id) cs) as custom_test_scores`,
      );
      const r = row!;
      const p = r.profile;
      return {
        profile: p
          ? {
              studentId: p.student_id,
              birthday: p.birthday,
              educationRegionKey: p.education_region_key,
              educationGradeKey: p.education_grade_key,
              cultureCode: p.culture_code,
              startPointGradeKey: p.start_point_grade_key,
              preferLanguageCode: p.prefer_language_code,
              updatedAt: new Date(p.updated_at),
            }
          : undefined,
        tests: r.tests.map((t) => ({
          test: {
            key: t.key,
            studentId: t.student_id,
            seed: t.seed,
            composition: t.composition,
            newModuleKeys: t.new_module_keys,
            verifiedModuleKeys: t.verified_module_keys,
            startedAt: new Date(t.started_at),
            submittedAt: at(t.submitted_at),
            idempotencyKey: t.idempotency_key,
          },
          scores: r.test_scores
            .filter((s) => s.test_key === t.key)
            .map((s) => ({
              testKey: s.test_key,
              studentId: s.student_id,
              moduleKey: s.module_key,
              score: s.score,
              totalScore: s.total_score,
              isNew: s.is_new,
            })),
        })),
        quizzes: r.quizzes.map((q) => ({
          moduleKey: q.module_key,
          lessonKey: q.lesson_key,
          score: q.score,
          totalScore: q.total_score,
        })),
        customTests: r.custom_tests.map((c) => ({
          key: c.key,
          endStamp: new Date(c.submitted_at).toISOString(),
          composition: c.composition,
          moduleScores: r.custom_test_scores
            .filter((s) => s.test_key === c.key)
            .map((s) => ({
              moduleKey: s.module_key,
              score: s.score,
              totalScore: s.total_score,
            })),
        })),
      };
    },
  };
}
