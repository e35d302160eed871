import { useTranslation } from '../../../lib/use-translation';
import {
  LESSON_STATUS,
  type LessonFeedbackText,
  type LessonView,
  type QuizScoreStatus,
} from '@gp/domain';
import styles from './lessons.module.css';

export const FEEDBACK_KEY = {
  Excellent: 'excellent',
  'Good job': 'goodJob',
  'Not bad': 'notBad',
  'Keep trying': 'keepTrying',
} as const satisfies Record<Exclude<LessonFeedbackText, ''>, string>;

const LEVEL = { 1: 'high', 2: 'middle', 3: 'low' } as const;

/** A quiz's feedback (spec 02 §4 Lesson feedback text) with its score level, in words and colour. */
export function QuizFeedback({
  feedback,
  level,
  score,
  total,
}: {
  feedback: LessonFeedbackText;
  level: QuizScoreStatus;
  score: number;
  total: number;
}) {
  const { t } = useTranslation('lessons');
  return (
    <span className={styles.badge} data-level={LEVEL[level]}>
      {feedback !== '' && (
        <strong>{t(`feedback.${FEEDBACK_KEY[feedback]}`)}</strong>
      )}
      <span>{t('lesson.quizScore', { score, total })}</span>
      <span className="sr-only">{t(`level.${LEVEL[level]}`)}</span>
    </span>
  );
}

/** spec 02 §4 Lesson status: done with its feedback, available ("Not taken") or locked. */
export function FeedbackBadge({ lesson }: { lesson: LessonView }) {
  const { t } = useTranslation('lessons');
  if (lesson.status === LESSON_STATUS.done && lesson.quizScoreStatus)
    return (
      <QuizFeedback
        feedback={
          lesson.feedBack === 'Not taken' || lesson.feedBack === 'Locked'
            ? ''
            : lesson.feedBack
        }
        level={lesson.quizScoreStatus}
        score={lesson.studentScore ?? 0}
        total={lesson.totalScore}
      />
    );
  return (
    <span className={styles.badge} data-status={lesson.status}>
      {lesson.status === LESSON_STATUS.locked ? (
        <>
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M7 11V8a5 5 0 0110 0v3M5 11h14v10H5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinejoin="round"
            />
          </svg>
          {t('lesson.status.locked')}
        </>
      ) : (
        t('lesson.status.notTaken')
      )}
    </span>
  );
}
