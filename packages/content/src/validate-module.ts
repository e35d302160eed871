import { parseGapText } from '@gp/domain';
import { normalizeText, questionFingerprint } from './fingerprint';
import type { ContentProblem } from './load';
import type { Activity, CourseModule, Question } from './schema';
import { validateForms } from './validate-forms';
import { gapTextProblems } from './validate-gaps';
import { validateScripts } from './validate-scripts';

/** Minimums of issue 4 ("What the course holds"). */
export const MIN_PRACTICE_QUESTIONS_PER_LESSON = 8;
export const MIN_QUIZ_QUESTIONS_PER_LESSON = 5;
/** Issue 15: three forms of 20, so a re-test meets questions not seen before. */
export const MIN_DIAGNOSTIC_QUESTIONS_PER_MODULE = 60;

function checkQuestion(
  q: Question,
  at: string,
  report: (path: string, msg: string) => void,
) {
  if (q.type === 'multipleSelect') {
    const correct = q.options.filter((o) => o.correct).length;
    if (correct !== q.numAnswers) {
      report(
        `${at}.numAnswers`,
        `numAnswers is ${q.numAnswers} but ${correct} options are marked correct`,
      );
    }
    if (correct === q.options.length)
      report(`${at}.options`, 'every option is correct: add distractors');
    const seen = new Map<string, number>();
    q.options.forEach((o, i) => {
      const k = normalizeText(o.text);
      const first = seen.get(k);
      if (first !== undefined)
        report(
          `${at}.options.${i}`,
          `duplicate option "${o.text}": same as options.${first} apart from case, spaces or punctuation`,
        );
      else seen.set(k, i);
    });
  } else if (q.type === 'gapFill') {
    const gaps = parseGapText(q.text).filter((p) => p.kind === 'gap');
    if (gaps.length === 0)
      report(`${at}.text`, 'has no gap: write the answer as [[answer]]');
    gaps.forEach((g, i) => {
      if (g.kind === 'gap' && g.answers.length === 0) {
        report(`${at}.text`, `gap ${i + 1} has an empty answer`);
      }
    });
    if (/\[\[\s*\||\|\s*\||\|\s*\]\]/.test(q.text)) {
      report(`${at}.text`, 'a gap lists an empty alternative');
    }
    if (/\[\[|\]\]/.test(q.text.replace(/\[\[[^\]]*\]\]/g, ''))) {
      report(`${at}.text`, 'has an unbalanced [[ or ]]');
    }
    for (const message of gapTextProblems(q.text))
      report(`${at}.text`, message);
  } else {
    const lefts = new Set(q.pairs.map((p) => normalizeText(p.left)));
    const rights = new Set(q.pairs.map((p) => normalizeText(p.right)));
    if (lefts.size !== q.pairs.length)
      report(`${at}.pairs`, 'two pairs share a left item');
    if (rights.size !== q.pairs.length) {
      report(
        `${at}.pairs`,
        'two pairs share a right item: the mapping must be one-to-one',
      );
    }
  }
}

function countQuestions(activities: Activity[]) {
  return activities.reduce((n, a) => n + a.questions.length, 0);
}

/** Checks one module beyond its schema: keys, answer keys, volumes, repeats. */
export function validateModule(
  file: string,
  m: CourseModule,
): ContentProblem[] {
  const problems: ContentProblem[] = validateScripts(file, m);
  const report = (path: string, message: string) =>
    problems.push({ file, path, message });

  const keys = new Map<string, string>();
  const fingerprints = new Map<string, string>();
  const visit = (q: Question, at: string) => {
    checkQuestion(q, at, report);
    const prevKey = keys.get(`q:${q.key}`);
    if (prevKey)
      report(`${at}.key`, `question key "${q.key}" is also used at ${prevKey}`);
    keys.set(`q:${q.key}`, at);
    const fp = questionFingerprint(q);
    const prev = fingerprints.get(fp);
    if (prev) report(at, `repeats the question at ${prev}`);
    fingerprints.set(fp, at);
  };
  const visitActivities = (activities: Activity[], at: string) =>
    activities.forEach((a, ai) => {
      const prevKey = keys.get(`a:${a.key}`);
      if (prevKey)
        report(
          `${at}.${ai}.key`,
          `activity key "${a.key}" is also used at ${prevKey}`,
        );
      keys.set(`a:${a.key}`, `${at}.${ai}`);
      const types = new Set(a.questions.map((q) => q.type));
      if (types.size > 1)
        report(`${at}.${ai}`, 'an activity holds questions of one type only');
      a.questions.forEach((q, qi) => visit(q, `${at}.${ai}.questions.${qi}`));
    });

  m.lessons.forEach((l, li) => {
    const at = `lessons.${li}`;
    const prevKey = keys.get(`l:${l.key}`);
    if (prevKey)
      report(`${at}.key`, `lesson key "${l.key}" is also used at ${prevKey}`);
    keys.set(`l:${l.key}`, at);
    if (!l.explainer.slides.some((s) => s.wrong)) {
      report(
        `${at}.explainer.slides`,
        'needs a common-mistake slide (wrong and right)',
      );
    }
    visitActivities(l.practice, `${at}.practice`);
    visitActivities(l.quiz, `${at}.quiz`);
    const practice = countQuestions(l.practice);
    if (practice < MIN_PRACTICE_QUESTIONS_PER_LESSON) {
      report(
        `${at}.practice`,
        `has ${practice} questions, needs ${MIN_PRACTICE_QUESTIONS_PER_LESSON}`,
      );
    }
    const practiceTypes = new Set(
      l.practice.flatMap((a) => a.questions.map((q) => q.type)),
    );
    if (practiceTypes.size < 3) {
      report(
        `${at}.practice`,
        'must mix all three question types (multipleSelect, gapFill, match)',
      );
    }
    const quiz = countQuestions(l.quiz);
    if (quiz < MIN_QUIZ_QUESTIONS_PER_LESSON) {
      report(
        `${at}.quiz`,
        `has ${quiz} questions, needs ${MIN_QUIZ_QUESTIONS_PER_LESSON}`,
      );
    }
  });

  m.diagnostic.forEach((q, qi) => {
    const at = `diagnostic.${qi}`;
    visit(q, at);
    if (q.difficulty === undefined)
      report(
        `${at}.difficulty`,
        'diagnostic questions need a difficulty 1 to 3',
      );
  });
  const dtTypes = new Set(m.diagnostic.map((q) => q.type));
  if (dtTypes.size < 3)
    report('diagnostic', 'must use all three question types');
  const levels = new Set(m.diagnostic.map((q) => q.difficulty));
  if (levels.size < 2)
    report('diagnostic', 'needs questions of varied difficulty');
  problems.push(...validateForms(file, m));
  return problems;
}
