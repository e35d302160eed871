import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  activityItemStatus,
  LESSON_STATUS,
  moduleButtonLabel,
  videoDuration,
  type LessonView,
} from '@gp/domain';
import { Button } from '../../../components/ui/button';
import type { ActivityItem } from '../lib/activity-items';
import { FeedbackBadge } from './feedback-badge';
import styles from './lessons.module.css';

const OPEN_KEY = {
  Start: 'start',
  Continue: 'continue',
  Review: 'review',
  'Get the full version': 'start',
} as const;

/**
 * spec 02 §2 Module lesson: the list of lessons, each with its explainer
 * "video" (duration, played), its practice activities and a Quiz row, and
 * its status (available, done with feedback and score level, locked).
 */
export function LessonList({
  lessons,
  items,
  itemsLoading,
  onOpen,
}: {
  lessons: readonly LessonView[];
  items: ReadonlyMap<string, ActivityItem>;
  itemsLoading: boolean;
  onOpen: (lesson: LessonView) => void;
}) {
  const { t } = useTranslation('lessons');
  return (
    <section aria-labelledby="lessons-title" className={styles.lessonsSection}>
      <h2 id="lessons-title" className={styles.sectionTitle}>
        {t('lesson.listTitle')}
      </h2>
      <ol className={styles.lessons} aria-busy={itemsLoading || undefined}>
        {lessons.map((lesson) => (
          <LessonRow
            key={lesson.lessonKey}
            lesson={lesson}
            items={items}
            onOpen={onOpen}
          />
        ))}
      </ol>
    </section>
  );
}

function LessonRow({
  lesson,
  items,
  onOpen,
}: {
  lesson: LessonView;
  items: ReadonlyMap<string, ActivityItem>;
  onOpen: (lesson: LessonView) => void;
}) {
  const { t } = useTranslation('lessons');
  const titleId = useId();
  const locked = lesson.status === LESSON_STATUS.locked;
  const own = lesson.activityKeys
    .map((k) => items.get(k))
    .filter((i): i is ActivityItem => i !== undefined);
  const quiz = own.filter((i) => i.kind === 'quiz');
  const label = moduleButtonLabel({
    isModuleDone: lesson.isLessonDone,
    totalProgress: lesson.practiceActivityCompletedCount,
    isLockedInTrial: false,
  });
  return (
    <li className={styles.lesson} data-status={lesson.status}>
      <div className={styles.lessonHead}>
        <h3 id={titleId} className={styles.lessonTitle}>
          <span className={styles.lessonNumber}>
            {t('lesson.number', { sequence: lesson.sequence })}
          </span>
          <span lang="en">{lesson.name}</span>
        </h3>
        <FeedbackBadge lesson={lesson} />
      </div>
      {own.length > 0 && (
        <ul className={styles.items}>
          {own
            .filter((i) => i.kind !== 'quiz')
            .map((item, index) => (
              <li key={item.key} className={styles.item}>
                <ItemLine
                  item={item}
                  index={index}
                  played={
                    activityItemStatus(
                      item.key,
                      lesson.finishedActivityKeys,
                    ) === 2
                  }
                />
              </li>
            ))}
          <li className={styles.item}>
            <span
              className={styles.itemKind}
              data-kind="quiz"
              aria-hidden="true"
            />
            <span className={styles.itemTitle}>{t('lesson.quiz')}</span>
            <span className={styles.itemMeta}>
              {t('lesson.questions', {
                count: quiz.reduce((n, q) => n + q.questionCount, 0),
              })}
            </span>
          </li>
        </ul>
      )}
      <div className={styles.lessonActions}>
        {locked ? (
          <p className={styles.lockedHint}>{t('lesson.lockedHint')}</p>
        ) : (
          <Button
            variant={lesson.isLessonDone ? 'secondary' : 'primary'}
            onClick={() => onOpen(lesson)}
            aria-describedby={titleId}
          >
            {t(`lesson.open.${OPEN_KEY[label]}`, { sequence: lesson.sequence })}
          </Button>
        )}
      </div>
    </li>
  );
}

function ItemLine({
  item,
  index,
  played,
}: {
  item: ActivityItem;
  index: number;
  played: boolean;
}) {
  const { t } = useTranslation('lessons');
  if (item.kind === 'video')
    return (
      <>
        <span
          className={styles.itemKind}
          data-kind="video"
          aria-hidden="true"
        />
        <span className={styles.itemTitle}>
          {item.title ?? t('lesson.video')}
        </span>
        <span className={styles.itemMeta}>
          <span className="sr-only">{t('lesson.duration')} </span>
          {videoDuration(item.durationSeconds)}
        </span>
        <span className={styles.itemState} data-done={played}>
          {played ? t('lesson.watched') : t('lesson.notWatched')}
        </span>
      </>
    );
  return (
    <>
      <span
        className={styles.itemKind}
        data-kind="practice"
        aria-hidden="true"
      />
      <span className={styles.itemTitle}>
        {item.title ?? t('lesson.practiceN', { n: index })}
      </span>
      <span className={styles.itemMeta}>
        {t('lesson.questions', { count: item.questionCount })}
      </span>
      <span className={styles.itemState} data-done={played}>
        {played ? t('lesson.practised') : t('lesson.notPractised')}
      </span>
    </>
  );
}
