import type { FastifyInstance } from 'fastify';
import {
  answerMoments,
  buildStudyReport,
  computeStudentProgress,
  monthBounds,
  parseGapText,
  previousMonth,
  reportOffsetMinutes,
  trackedMoment,
  type Question,
  type ReportAnswer,
  type ReportMonth,
} from '@gp/domain';
import type { StoredStudyReport } from '../db/schema-study-reports';
import type { StudentRow } from '../db/repositories/students';
import type { Sitting } from '../db/repositories/report-activity';
import { learningPathInput } from '../learning/student-progress';

/** A question as one line of English: its prompt with gaps shown as ___. */
export function questionLine(q: Question): string {
  if (q.type === 'gapFill')
    return parseGapText(q.text)
      .map((p) => (p.kind === 'gap' ? '___' : p.text))
      .join('');
  if (q.type === 'multipleSelect') return q.prompt;
  // A match prompt is an instruction ("Match the two parts."): its items say what was asked.
  const items = q.pairs.map((p) => p.left);
  return items.length > 3
    ? `${items.slice(0, 3).join(' / ')} / …`
    : items.join(' / ');
}

/** Where a missed question can be read back: the bank for tests, the activity for lessons. */
function refOf(
  s: Sitting,
  a: Sitting['answers'] extends (infer A)[] | null ? A : never,
) {
  return s.kind === 'dt' || s.kind === 'ct'
    ? `bank:${'moduleKey' in a ? a.moduleKey : ''}.${a.questionKey}`
    : `activity:${a.activityKey}#${a.questionKey}`;
}

function sittingAnswers(s: Sitting): {
  moments: number[];
  answers: ReportAnswer[];
} {
  const list = s.answers ?? [];
  const end = s.endedAt.getTime();
  // A practice row keeps only when it finished: its answers end there.
  const durations = list.map((a) => a.durationMs);
  const known = durations.reduce<number>((t, d) => t + (d ?? 0), 0);
  const start = s.kind === 'practice' ? end - known : s.startedAt.getTime();
  const moments = answerMoments(start, end, durations);
  const answers = list.map((a, i) => ({
    moduleKey: 'moduleKey' in a ? a.moduleKey : (s.moduleKey ?? ''),
    questionRef: refOf(s, a),
    score: a.score,
    totalScore: a.totalScore,
    at: moments[i + 1] ?? end,
  }));
  return { moments, answers };
}

/**
 * Issue 13: one month's report of a student, from what the server stores:
 * test, quiz and practice answers and tracked slides (for active minutes,
 * this month and the one before), every test score (modules passed and
 * needing attention) and the learning path now (the next month's plan).
 */
export async function makeStudyReport(
  app: FastifyInstance,
  student: StudentRow,
  month: ReportMonth,
): Promise<StoredStudyReport> {
  const offset = reportOffsetMinutes(student.marketRegion);
  const from = new Date(monthBounds(previousMonth(month), offset).start);
  const to = new Date(monthBounds(month, offset).end);
  const repo = app.repos.reportActivity;
  const [sittings, tracked, scores, input] = await Promise.all([
    repo.sittings(student.id, from, to),
    repo.trackedEvents(student.id, from, to),
    repo.scores(student.id),
    learningPathInput(app, student),
  ]);
  const moments: number[] = tracked.map((e) =>
    trackedMoment(e.at.getTime(), e.localStamp),
  );
  const answers: ReportAnswer[] = [];
  for (const s of sittings) {
    const r = sittingAnswers(s);
    moments.push(...r.moments);
    answers.push(...r.answers);
  }
  const data = buildStudyReport({
    month,
    offsetMinutes: offset,
    moments,
    scores: scores.map((s) => ({ ...s, at: s.at.toISOString() })),
    answers,
    quizSaves: sittings
      .filter((s) => s.kind === 'quiz' && s.answers !== null)
      .map((s) => ({ lessonKey: s.lessonKey ?? '', at: s.endedAt.getTime() })),
    practiceDone: sittings
      .filter((s) => s.kind === 'practice')
      .map((s) => s.endedAt.getTime()),
    testsSubmitted: sittings
      .filter((s) => s.kind === 'dt' || s.kind === 'ct')
      .map((s) => s.endedAt.getTime()),
    progress: computeStudentProgress(input),
  });
  return { ...data, questionTexts: await questionTexts(app, data.attention) };
}

async function questionTexts(
  app: FastifyInstance,
  attention: StoredStudyReport['attention'],
): Promise<Record<string, string>> {
  const refs = attention.flatMap((m) => m.mostMissed.map((q) => q.questionRef));
  if (refs.length === 0) return {};
  const bank = await app.contentCache.bank();
  const activityKeys = refs
    .filter((r) => r.startsWith('activity:'))
    .map((r) => r.slice('activity:'.length).split('#')[0]!);
  const activities = await app.repos.reportActivity.activityQuestions([
    ...new Set(activityKeys),
  ]);
  const out: Record<string, string> = {};
  for (const ref of refs) {
    let q: Question | undefined;
    if (ref.startsWith('bank:'))
      q = bank.get(ref.slice('bank:'.length))?.question;
    else {
      const [activity, key] = ref.slice('activity:'.length).split('#');
      q = activities.get(activity ?? '')?.find((x) => x.key === key);
    }
    if (q) out[ref] = questionLine(q);
  }
  return out;
}
