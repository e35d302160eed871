import { formalAddress, masculineAddress } from '@gp/domain';
import { describe, expect, it } from 'vitest';
import { loadCourseCached } from './testing/cached-course';
import {
  COURSE_MINIMUMS,
  courseStats,
  validateCourse,
} from './validate-course';
import { validateUses } from './validate-uses';

// Parsed once for both suites below (the Russian texts had a file of their
// own, which parsed the 3 MB of YAML again: about 3 s), and only again when
// the course, the loader or its dependencies changed (testing/cached-course.ts).
const { course, problems } = loadCourseCached();

describe('the course in course/', () => {
  it('loads without schema problems', () => {
    expect(problems).toEqual([]);
    expect(course).toBeDefined();
  });

  it('passes every check, volumes included (issue 4)', () => {
    expect(validateCourse(course!)).toEqual([]);
  });

  it('has at least the volumes the issue asks for', () => {
    const stats = courseStats(course!);
    expect(stats.modules).toBe(COURSE_MINIMUMS.modules);
    expect(stats.lessons).toBe(COURSE_MINIMUMS.lessons);
    expect(stats.diagnosticQuestions).toBeGreaterThanOrEqual(
      COURSE_MINIMUMS.diagnosticQuestions,
    );
    expect(stats.lessonQuestions).toBeGreaterThanOrEqual(
      COURSE_MINIMUMS.lessonQuestions,
    );
  });

  it('checks the top-level files too: marketing keys and untranslated texts', () => {
    const changed = structuredClone(course!);
    changed.texts.marketing[0]!.key = 'fast';
    changed.regions.grades[0]!.name.ru = 'Grade 3';
    const problems = validateCourse(changed).map((p) => `${p.file} ${p.path}`);
    expect(problems).toEqual([
      'regions.yaml grades.0.name.ru',
      'texts.yaml marketing.0.key',
    ]);
  });

  it('reports a module whose bank is short or not split into forms (issue 15: 60 in three forms)', () => {
    const changed = structuredClone(course!);
    const first = changed.modules[0]!;
    first.module.diagnostic = first.module.diagnostic.slice(0, 59);
    const second = changed.modules[1]!;
    second.module.diagnostic = second.module.diagnostic.map((q) =>
      q.form === 3 ? { ...q, form: 2 as const } : q,
    );
    const problems = validateCourse(changed)
      .filter((p) => p.path === 'diagnostic')
      .map((p) => `${p.file}: ${p.message}`);
    expect(problems).toEqual([
      `${first.file}: has 59 questions, needs at least 60`,
      `${second.file}: needs its questions in forms 1, 2, 3`,
    ]);
  });

  it('gives every module 60 or more diagnostic questions and a grade in every region map', () => {
    for (const { module: m } of course!.modules)
      expect(m.diagnostic.length, m.key).toBeGreaterThanOrEqual(60);
    for (const map of Object.values(course!.curriculum.maps)) {
      expect(Object.values(map).flat().sort()).toEqual(
        [...course!.curriculum.modules].sort(),
      );
    }
  });

  it('holds for the real course: possessives, prepositions of time and the past perfect come in time', () => {
    const c = course!.curriculum;
    expect(c.uses).toMatchObject({
      'nouns-and-plurals': ['possessives'],
      'present-simple': ['prepositions-of-time'],
      'reported-statements': ['past-perfect'],
    });
    expect(validateUses(c)).toEqual([]);
    for (const map of Object.values(c.maps)) {
      const grade10 = map['10'] ?? [];
      const grade9 = map['9'] ?? [];
      const inOrder = [...grade9, ...grade10];
      expect(inOrder.indexOf('past-perfect')).toBeLessThan(
        inOrder.indexOf('reported-statements'),
      );
    }
  });
});

/** Every Russian text of the course with where it is: each `ru` field, at any depth. */
function russianTexts(value: unknown, path: string): [string, string][] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => russianTexts(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'ru' && typeof v === 'string'
      ? [[`${path}.ru`, v] as [string, string]]
      : russianTexts(v, `${path}.${key}`),
  );
}

describe('the course’s Russian texts (issue 15)', () => {
  const texts = russianTexts(course, 'course');

  it('are found: names, explanations, hints and texts', () => {
    expect(texts.length).toBeGreaterThan(1000);
  });

  it('address every student alike: no masculine-only "я"/"ты" forms', () => {
    const found = texts.flatMap(([where, text]) =>
      masculineAddress(text).map((m) => `${where} «${m}»`),
    );
    expect(found).toEqual([]);
  });

  // The privacy policy speaks to students and parents together, in «вы» (see its header).
  it('keep to ты, the privacy policy aside', () => {
    const found = texts
      .filter(([where]) => !/privacy/i.test(where))
      .flatMap(([where, text]) =>
        formalAddress(text).map((m) => `${where} «${m}»`),
      );
    expect(found).toEqual([]);
  });
});
