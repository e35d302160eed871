import { MEDIUM_MARK, PASS_MARK } from '../progress/thresholds';

/** spec 02 §3 quizScoreStatus: 1 high, 2 middle, 3 low. */
export type QuizScoreStatus = 1 | 2 | 3;

/** score/total >= mark/100, in integers so 0.7 * 100 rounding cannot bite. */
function reaches(score: number, total: number, mark: number): boolean {
  return score * 100 >= mark * total;
}

// spec 02 §4 Lesson quiz score level: 1 at 80% or more, 2 at 60% or more, 3 below 60%.
export function quizScoreStatus(score: number, total: number): QuizScoreStatus {
  if (total <= 0) return 3;
  if (reaches(score, total, PASS_MARK)) return 1;
  if (reaches(score, total, MEDIUM_MARK)) return 2;
  return 3;
}

export type LessonFeedbackText =
  'Excellent' | 'Good job' | 'Not bad' | 'Keep trying' | '';

// spec 02 §4 Lesson feedback text: Excellent >= 90%, Good job >= 75%, Not bad >= 50%,
// otherwise Keep trying; empty if the score is negative or the total is 0 or less.
export function lessonFeedbackText(
  score: number | null,
  total: number,
): LessonFeedbackText {
  if (score === null || !Number.isFinite(score) || score < 0 || !(total > 0))
    return '';
  if (reaches(score, total, 90)) return 'Excellent';
  if (reaches(score, total, 75)) return 'Good job';
  if (reaches(score, total, 50)) return 'Not bad';
  return 'Keep trying';
}
