import { useTranslation } from '../../../lib/use-translation';
import type { AllModulesItem } from '../lib/all-modules-view';
import { ScoreValue } from './score-parts';
import styles from './all-modules.module.css';

/**
 * spec 02 §2 Module cards, T3: compact, the score and the grade. The whole
 * card is one button that opens the module lesson.
 */
export function CompactModuleCard({
  item,
  localLanguage,
  onOpen,
}: {
  item: AllModulesItem;
  localLanguage?: string;
  onOpen: (moduleKey: string) => void;
}) {
  const { t } = useTranslation('learn');
  const { model, group } = item;
  const score = model.summary.latestTwoScores.displayLatestScore;
  return (
    <button
      type="button"
      className={styles.card}
      data-group={group}
      onClick={() => onOpen(model.key)}
    >
      <span className={styles.cardName} lang="en">
        {model.module?.name ?? model.key}
      </span>
      {model.module?.localName && (
        <span className={styles.cardLocal} lang={localLanguage}>
          {model.module.localName}
        </span>
      )}
      <span className={styles.cardFoot}>
        {model.gradeName && (
          <span className={styles.cardGrade}>{model.gradeName}</span>
        )}
        <span className={styles.cardStatus}>{t(`all.groups.${group}`)}</span>
        {score === null ? (
          <span className={styles.muted}>{t('card.noScoreYet')}</span>
        ) : (
          <ScoreValue score={score} />
        )}
      </span>
    </button>
  );
}
