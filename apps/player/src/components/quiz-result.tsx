import type { QuizResult } from '@gp/api';
import { lessonFeedbackText, quizScoreStatus } from '@gp/domain';
import { useId, type Ref } from 'react';
import { useTranslation } from '../i18n/use-translation';

const FEEDBACK = {
  Excellent: 'quiz.feedback.excellent',
  'Good job': 'quiz.feedback.goodJob',
  'Not bad': 'quiz.feedback.notBad',
  'Keep trying': 'quiz.feedback.keepTrying',
} as const;

/**
 * The quiz result the server scored (the host's submitResult): the lesson
 * feedback (spec 02 §4 Lesson feedback text), the points and the score
 * level (spec 02 §4 Lesson quiz score level), from packages/domain's rules.
 */
export function QuizResultView({
  result,
  headingRef,
}: {
  result: QuizResult;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const feedback = lessonFeedbackText(result.StudentScore, result.TotalScore);
  const level = quizScoreStatus(result.StudentScore, result.TotalScore);
  return (
    <section
      className="card done quiz-result"
      data-level={level}
      aria-labelledby={headingId}
    >
      <h1 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('quiz.resultTitle')}
      </h1>
      {feedback !== '' && (
        <p className="quiz-feedback">{t(FEEDBACK[feedback])}</p>
      )}
      <p className="quiz-score">
        {t('quiz.score', {
          score: result.StudentScore,
          total: result.TotalScore,
        })}
      </p>
      <p className="quiz-level">{t(`quiz.level.${level}`)}</p>
    </section>
  );
}
