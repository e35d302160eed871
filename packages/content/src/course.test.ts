import { describe, expect, it } from 'vitest';
import { loadCourse } from './load';
import {
  COURSE_MINIMUMS,
  courseStats,
  validateCourse,
} from './validate-course';
import { validateUses } from './validate-uses';

describe('the course in course/', () => {
  const { course, problems } = loadCourse();

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

  it('gives every module 25 or more diagnostic questions and a grade in every region map', () => {
    for (const { module: m } of course!.modules)
      expect(m.diagnostic.length, m.key).toBeGreaterThanOrEqual(25);
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
