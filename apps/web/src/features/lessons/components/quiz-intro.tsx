import { useTranslation } from '../../../lib/use-translation';
import {
  lessonFeedbackText,
  quizScoreStatus,
  type LessonView,
} from '@gp/domain';
import { Button } from '../../../components/ui/button';
import { QuizFeedback } from './feedback-badge';
import styles from './remediation.module.css';

/**
 * spec 02 §2 Remediation lesson, page status 2: the quiz intro with the
 * question count, the previous result, Start quiz and Exit lesson.
 */
export function QuizIntro({
  lesson,
  questionCount,
  starting,
  onStart,
  onExit,
  onBackToPractice,
}: {
  lesson: LessonView;
  questionCount: number;
  starting: boolean;
  onStart: () => void;
  onExit: () => void;
  /** Only where practice is open (spec 02 §6: not for expired students). */
  onBackToPractice?: () => void;
}) {
  const { t } = useTranslation('lessons');
  const taken = lesson.isLessonDone && lesson.studentScore !== null;
  return (
    <section className={styles.card} aria-labelledby="quiz-intro-title">
      <h2 id="quiz-intro-title" className={styles.cardTitle}>
        {t('remediation.quizIntro.title')}
      </h2>
      <p>{t('remediation.quizIntro.text')}</p>
      <p className={styles.count}>
        {t('remediation.quizIntro.questions', { count: questionCount })}
      </p>
      {taken && lesson.studentScore !== null ? (
        <p className={styles.previous}>
          <span>
            {t('remediation.quizIntro.previous', {
              score: lesson.studentScore,
              total: lesson.totalScore,
            })}
          </span>{' '}
          <QuizFeedback
            feedback={lessonFeedbackText(
              lesson.studentScore,
              lesson.totalScore,
            )}
            level={quizScoreStatus(lesson.studentScore, lesson.totalScore)}
            score={lesson.studentScore}
            total={lesson.totalScore}
          />
        </p>
      ) : (
        <p className={styles.previous}>
          {t('remediation.quizIntro.noPrevious')}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onStart} loading={starting} disabled={starting}>
          {t('remediation.quizIntro.start')}
        </Button>
        {onBackToPractice && (
          <Button variant="secondary" onClick={onBackToPractice}>
            {t('remediation.quizIntro.backToPractice')}
          </Button>
        )}
        <Button variant="ghost" onClick={onExit}>
          {t('remediation.exitLesson')}
        </Button>
      </div>
    </section>
  );
}
