import { checkPracticeAnswer } from '@gp/domain';
import { emptyResponse, restoreResponse } from '../question-types/registry';
import type { SavedPractice } from '../storage/saved-practice';
import type { PracticeSectionPlan } from './practice-plan';
import type { PracticeState, QuestionProgress } from './practice-state';

/**
 * Where the practice opens: where the student was before a reload (answers
 * that no longer fit their question are dropped, checks are judged again
 * with the key), else the first section not done.
 */
export function restorePractice(
  sections: readonly PracticeSectionPlan[],
  saved: SavedPractice | null,
): PracticeState {
  const open = sections.findIndex((s) => s.status === 1);
  const fresh: PracticeState = {
    section: open === -1 ? sections.length : open,
    question: 0,
    progress: {},
    askedToAnswer: false,
  };
  if (saved === null) return fresh;
  const progress: Record<string, QuestionProgress> = {};
  for (const entry of sections.flatMap((s) => s.questions)) {
    const kept = saved.questions[entry.id];
    if (!kept) continue;
    const response =
      restoreResponse(entry.question, kept.response) ??
      emptyResponse(entry.question);
    progress[entry.id] = {
      response,
      tries: kept.tries,
      revealed: kept.revealed && kept.tries > 0,
      check:
        entry.key !== null && kept.tries > 0
          ? checkPracticeAnswer(response, entry.key, kept.tries)
          : null,
    };
  }
  const section = Math.min(saved.section, sections.length);
  const count = sections[section]?.questions.length ?? 0;
  return {
    section,
    question: Math.min(saved.question, Math.max(0, count - 1)),
    progress,
    askedToAnswer: false,
  };
}

export function practiceSnapshot(
  lessonId: string,
  state: PracticeState,
): SavedPractice {
  return {
    version: 1,
    lessonId,
    section: state.section,
    question: state.question,
    questions: Object.fromEntries(
      Object.entries(state.progress).map(([id, p]) => [
        id,
        { response: p.response, tries: p.tries, revealed: p.revealed },
      ]),
    ),
    savedAt: new Date().toISOString(),
  };
}
