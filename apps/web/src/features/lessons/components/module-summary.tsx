import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  progressPercent,
  scoreColour,
  type ModuleButtonLabel,
} from '@gp/domain';
import { Button } from '../../../components/ui/button';
import type { ModuleLessonView } from '../lib/module-lesson-view';
import { ProgressCircle } from './progress-circle';
import styles from './lessons.module.css';

const BUTTON_KEY = {
  Start: 'start',
  Continue: 'continue',
  Review: 'review',
  'Get the full version': 'getFullVersion',
} as const satisfies Record<ModuleButtonLabel, string>;
const BAND = { 2: 'green', 3: 'orange', 4: 'red' } as const;

/**
 * spec 02 §2 Module lesson: the module card with its grade, English and local
 * names, the progress circle of lessons, the latest score, View mistakes and
 * the module button (packages/domain moduleButtonLabel).
 */
export function ModuleSummary({
  view,
  localLanguage,
  onViewMistakes,
  onModuleButton,
}: {
  view: ModuleLessonView;
  localLanguage?: string;
  onViewMistakes: () => void;
  onModuleButton: () => void;
}) {
  const { t } = useTranslation('lessons');
  const titleId = useId();
  const { done, notDone } = view.circle;
  const total = done + notDone;
  const latest = view.scores.displayedAverageScore;
  const canStart =
    view.button === 'Get the full version' ||
    view.lessons.some((l) => l.status !== 3);
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <div className={styles.summaryMain}>
        <ProgressCircle percent={progressPercent(done, total)} />
        <div className={styles.summaryText}>
          {view.gradeName && (
            <span className={styles.grade}>{view.gradeName}</span>
          )}
          <h2 id={titleId} className={styles.summaryTitle}>
            <span lang="en">{view.module?.name ?? view.moduleKey}</span>
            {view.module?.localName && (
              <span className={styles.localName} lang={localLanguage}>
                {view.module.localName}
              </span>
            )}
          </h2>
          <p className={styles.lessonsDone}>
            {t('moduleLesson.lessonsDone', { done, count: total })}
          </p>
        </div>
      </div>
      <dl className={styles.summaryScore}>
        <dt>{t('moduleLesson.latestScore')}</dt>
        <dd>
          {latest === null ? (
            t('moduleLesson.notTested')
          ) : (
            <span
              className={styles.score}
              data-band={BAND[scoreColour(latest)]}
            >
              {t('moduleLesson.percent', { score: latest })}
            </span>
          )}
        </dd>
      </dl>
      <div className={styles.summaryActions}>
        {canStart && (
          <Button onClick={onModuleButton} aria-describedby={titleId}>
            {t(`moduleLesson.button.${BUTTON_KEY[view.button]}`)}
          </Button>
        )}
        {latest !== null && (
          <Button variant="secondary" onClick={onViewMistakes}>
            {t('moduleLesson.viewMistakes')}
          </Button>
        )}
      </div>
    </section>
  );
}
