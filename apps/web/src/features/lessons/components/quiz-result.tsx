import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { QuizResult } from '@gp/api';
import { lessonFeedbackText, quizScoreStatus } from '@gp/domain';
import { Button } from '../../../components/ui/button';
import { QuizFeedback } from './feedback-badge';
import styles from './remediation.module.css';

/**
 * The quiz's result as the server scored it: the lesson feedback (Excellent,
 * Good job, Not bad, Keep trying) and score level (spec 02 §4), and the way
 * on: the next lesson, or back to the module.
 */
export function QuizResultView({
  result,
  onNextLesson,
  onBackToModule,
}: {
  result: QuizResult;
  onNextLesson?: () => void;
  onBackToModule: () => void;
}) {
  const { t } = useTranslation('lessons');
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  const { StudentScore: score, TotalScore: total } = result;
  return (
    <section className={styles.card} aria-labelledby="quiz-result-title">
      <h2
        id="quiz-result-title"
        ref={heading}
        tabIndex={-1}
        className={styles.cardTitle}
      >
        {t('remediation.result.title')}
      </h2>
      <p className={styles.resultLine}>
        <QuizFeedback
          feedback={lessonFeedbackText(score, total)}
          level={quizScoreStatus(score, total)}
          score={score}
          total={total}
        />
      </p>
      <p>{t('remediation.result.score', { score, total })}</p>
      {result.IsModuleDone && <p>{t('remediation.result.moduleDone')}</p>}
      <div className={styles.actions}>
        {onNextLesson && (
          <Button onClick={onNextLesson}>
            {t('remediation.result.nextLesson')}
          </Button>
        )}
        <Button
          variant={onNextLesson ? 'secondary' : 'primary'}
          onClick={onBackToModule}
        >
          {t('remediation.result.backToModule')}
        </Button>
      </div>
    </section>
  );
}
