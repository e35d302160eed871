import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { useCardClick } from '../hooks/use-card-click';
import type { StudyButton } from '../hooks/use-start-lesson';
import type { ModuleModel } from '../lib/module-models';
import { ResultLabel, ScoreArrow, ScoreValue } from './score-parts';
import styles from './learn.module.css';

export type TrialPrompt = 'haveATry' | 'getFullVersion';

export interface ModuleCardProps {
  model: ModuleModel;
  localLanguage?: string;
  /**
   * A demo student's prompt instead of Study/Review (spec 02 §2 T1, §6 Demo):
   * "Have a try" on a module of the trial, "Get the full version" on a locked one.
   */
  trialPrompt?: TrialPrompt;
  /** spec 02 §2 T2: Start, or Continue once the module's progress is above 0. */
  studyButton?: StudyButton | null;
  onOpen: (moduleKey: string) => void;
  onStartLesson?: (moduleKey: string) => void;
}

/**
 * spec 02 §2 Module cards, T1: grade label, name and local name, the latest
 * and previous score with the arrow, description and an example.
 */
export function ModuleCard({
  model,
  localLanguage,
  trialPrompt,
  studyButton,
  onOpen,
  onStartLesson,
}: ModuleCardProps) {
  const { t } = useTranslation('learn');
  const titleId = useId();
  const { module, summary } = model;
  const {
    displayLatestScore,
    displayPreviousScore,
    compareLatestTwoScoresResult,
  } = summary.latestTwoScores;
  const sample = module?.sample[0];
  const cardClick = useCardClick(() => onOpen(model.key));
  return (
    // The whole card opens the module for a pointer; keyboard users have its buttons.
    <article
      className={`${styles.card} ${styles.clickable}`}
      aria-labelledby={titleId}
      {...cardClick}
    >
      <div className={styles.cardTop}>
        {model.gradeName && (
          <span className={styles.grade}>{model.gradeName}</span>
        )}
        <ResultLabel result={model.result} />
      </div>
      <h3 id={titleId} className={styles.cardTitle}>
        <span lang="en">{module?.name ?? model.key}</span>
        {module?.localName && (
          <span className={styles.localName} lang={localLanguage}>
            {module.localName}
          </span>
        )}
      </h3>
      <dl className={styles.scores}>
        <div className={styles.scoreItem}>
          <dt>{t('card.latest')}</dt>
          <dd>
            {displayLatestScore === null ? (
              t('card.noScore')
            ) : (
              <>
                <ScoreValue score={displayLatestScore} />
                <ScoreArrow
                  comparison={compareLatestTwoScoresResult}
                  previous={displayPreviousScore}
                />
              </>
            )}
          </dd>
        </div>
        <div className={styles.scoreItem}>
          <dt>{t('card.previous')}</dt>
          <dd>
            {displayPreviousScore === null ? (
              t('card.noScore')
            ) : (
              <ScoreValue score={displayPreviousScore} />
            )}
          </dd>
        </div>
      </dl>
      {module?.description && (
        <p className={styles.description}>{module.description}</p>
      )}
      {sample && (
        <p className={styles.sample}>
          <span className={styles.sampleLabel}>{t('card.example')}</span>
          <q lang="en">{sample}</q>
        </p>
      )}
      <div className={styles.cardActions}>
        {studyButton && !trialPrompt && onStartLesson && (
          <Button
            onClick={() => onStartLesson(model.key)}
            aria-describedby={titleId}
          >
            {t(`card.${studyButton}`)}
          </Button>
        )}
        <Button
          variant={
            model.result === 'passed' || (studyButton && !trialPrompt)
              ? 'secondary'
              : 'primary'
          }
          onClick={() => onOpen(model.key)}
          aria-describedby={titleId}
        >
          {trialPrompt
            ? t(`card.${trialPrompt}`)
            : model.result === 'passed'
              ? t('card.review')
              : t('card.study')}
        </Button>
      </div>
    </article>
  );
}
