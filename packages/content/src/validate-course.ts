import type { Course, ContentProblem } from './load';
import { FORMS } from './validate-forms';
import {
  MIN_DIAGNOSTIC_QUESTIONS_PER_MODULE,
  validateModule,
} from './validate-module';
import { validateScripts } from './validate-scripts';
import { validateTexts } from './validate-texts';
import { validateUses } from './validate-uses';

/** Course volume of issue 4. */
export const COURSE_MINIMUMS = {
  modules: 40,
  lessons: 160,
  // 40 modules × 60 (issue 15).
  diagnosticQuestions: 2400,
  lessonQuestions: 2000,
} as const;

export interface CourseStats {
  modules: number;
  lessons: number;
  slides: number;
  diagnosticQuestions: number;
  /** The smallest diagnostic bank of any module (issue 15 asks for 60). */
  smallestDiagnosticBank: number;
  /** Modules whose bank is split into the three forms of issue 15. */
  modulesWithForms: number;
  lessonQuestions: number;
  practiceQuestions: number;
  quizQuestions: number;
  byType: Record<string, number>;
  regions: number;
  cities: number;
}

export function courseStats(course: Course): CourseStats {
  const byType: Record<string, number> = {
    multipleSelect: 0,
    gapFill: 0,
    match: 0,
  };
  let lessons = 0;
  let slides = 0;
  let practice = 0;
  let quiz = 0;
  let diagnostic = 0;
  let smallestBank = Infinity;
  let withForms = 0;
  const count = (type: string) => {
    byType[type] = (byType[type] ?? 0) + 1;
  };
  for (const { module: m } of course.modules) {
    for (const l of m.lessons) {
      lessons += 1;
      slides += l.explainer.slides.length;
      for (const a of l.practice) {
        practice += a.questions.length;
        a.questions.forEach((q) => count(q.type));
      }
      for (const a of l.quiz) {
        quiz += a.questions.length;
        a.questions.forEach((q) => count(q.type));
      }
    }
    diagnostic += m.diagnostic.length;
    smallestBank = Math.min(smallestBank, m.diagnostic.length);
    if (m.diagnostic.some((q) => q.form !== undefined)) withForms += 1;
    m.diagnostic.forEach((q) => count(q.type));
  }
  return {
    modules: course.modules.length,
    lessons,
    slides,
    diagnosticQuestions: diagnostic,
    smallestDiagnosticBank: Number.isFinite(smallestBank) ? smallestBank : 0,
    modulesWithForms: withForms,
    lessonQuestions: practice + quiz,
    practiceQuestions: practice,
    quizQuestions: quiz,
    byType,
    regions: course.regions.regions.length,
    cities: course.regions.regions.reduce((n, r) => n + r.cities.length, 0),
  };
}

/** Cross-file checks: file names, the curriculum maps, regions and volumes. */
export function validateCourse(
  course: Course,
  { volume = true } = {},
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const keys = new Set<string>();
  for (const { file, module: m } of course.modules) {
    problems.push(...validateModule(file, m));
    if (!new RegExp(`^modules/\\d{2}-${m.key}\\.yaml$`).test(file)) {
      problems.push({
        file,
        path: 'key',
        message: `file should be named modules/NN-${m.key}.yaml`,
      });
    }
    if (keys.has(m.key))
      problems.push({
        file,
        path: 'key',
        message: `module key "${m.key}" is used twice`,
      });
    keys.add(m.key);
  }

  const cf = 'curriculum.yaml';
  const { curriculum } = course;
  const listed = new Set(curriculum.modules);
  if (listed.size !== curriculum.modules.length) {
    problems.push({
      file: cf,
      path: 'modules',
      message: 'a module is listed twice',
    });
  }
  if (volume) {
    for (const k of keys)
      if (!listed.has(k))
        problems.push({
          file: cf,
          path: 'modules',
          message: `module "${k}" is not listed`,
        });
    for (const k of listed)
      if (!keys.has(k))
        problems.push({
          file: cf,
          path: 'modules',
          message: `no module file for "${k}"`,
        });
  }
  for (const [name, map] of Object.entries(curriculum.maps)) {
    const seen = new Map<string, string>();
    for (let g = 3; g <= 11; g++) {
      if (!map[String(g)])
        problems.push({
          file: cf,
          path: `maps.${name}`,
          message: `grade ${g} has no modules`,
        });
    }
    for (const [grade, mods] of Object.entries(map)) {
      for (const k of mods) {
        if (!listed.has(k))
          problems.push({
            file: cf,
            path: `maps.${name}.${grade}`,
            message: `unknown module "${k}"`,
          });
        if (seen.has(k))
          problems.push({
            file: cf,
            path: `maps.${name}.${grade}`,
            message: `"${k}" is also in grade ${seen.get(k)}`,
          });
        seen.set(k, grade);
      }
    }
    for (const k of listed)
      if (!seen.has(k))
        problems.push({
          file: cf,
          path: `maps.${name}`,
          message: `module "${k}" is in no grade`,
        });
  }
  problems.push(...validateUses(curriculum));
  for (const [region, map] of Object.entries(curriculum.regions)) {
    if (!curriculum.maps[map])
      problems.push({
        file: cf,
        path: `regions.${region}`,
        message: `unknown map "${map}"`,
      });
  }
  for (const code of ['0', '1', '2', '4'] as const) {
    if (!curriculum.regions[code])
      problems.push({
        file: cf,
        path: 'regions',
        message: `market region ${code} has no map`,
      });
  }

  const rf = 'regions.yaml';
  const codes = new Set(course.regions.regions.map((r) => r.code));
  if (codes.size !== 4)
    problems.push({
      file: rf,
      path: 'regions',
      message: 'needs the four market regions 0, 1, 2, 4',
    });
  const cityKeys = new Set<string>();
  course.regions.regions.forEach((r, ri) =>
    r.cities.forEach((c, ci) => {
      if (cityKeys.has(c.key))
        problems.push({
          file: rf,
          path: `regions.${ri}.cities.${ci}.key`,
          message: `city key "${c.key}" is used twice`,
        });
      cityKeys.add(c.key);
    }),
  );
  const ordinals = course.regions.grades
    .map((g) => g.ordinal)
    .sort((a, b) => a - b);
  if (ordinals.join() !== '3,4,5,6,7,8,9,10,11')
    problems.push({
      file: rf,
      path: 'grades',
      message: 'grades must be 3 to 11, once each',
    });

  problems.push(
    ...validateScripts(rf, course.regions),
    ...validateScripts('privacy-policy.yaml', course.privacyPolicy),
    ...validateScripts('texts.yaml', course.texts),
    ...validateTexts(course.texts),
  );

  if (volume) {
    const stats = courseStats(course);
    for (const [what, min] of Object.entries(COURSE_MINIMUMS)) {
      const have = stats[what as keyof typeof COURSE_MINIMUMS];
      if (have < min)
        problems.push({
          file: '(course)',
          path: what,
          message: `has ${have}, needs at least ${min}`,
        });
    }
    // issue 15: every module's bank is 60 questions in three forms, so a
    // re-test and a custom test can meet questions the student has not seen.
    for (const { file, module: m } of course.modules) {
      if (m.diagnostic.length < MIN_DIAGNOSTIC_QUESTIONS_PER_MODULE)
        problems.push({
          file,
          path: 'diagnostic',
          message: `has ${m.diagnostic.length} questions, needs at least ${MIN_DIAGNOSTIC_QUESTIONS_PER_MODULE}`,
        });
      const forms = new Set(m.diagnostic.map((q) => q.form));
      if (FORMS.some((f) => !forms.has(f)))
        problems.push({
          file,
          path: 'diagnostic',
          message: `needs its questions in forms ${FORMS.join(', ')}`,
        });
    }
  }
  return problems;
}
