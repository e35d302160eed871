import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { CustomTestModuleScores, StudentProgress } from '@gp/api';
import { MODULE_DT_STATUS, moduleDtStatus, moduleScoresOf } from '@gp/domain';
import { Button } from '../../../components/ui/button';
import type { Catalogue } from '../../../lib/course/catalogue';
import { moduleModel } from '../lib/module-models';
import { AttentionPopup } from './attention-popup';
import { ModuleCard } from './module-card';
import learnStyles from './learn.module.css';
import styles from './attention.module.css';

export interface AttentionTabProps {
  progress: StudentProgress;
  catalogue: Catalogue;
  ctScores?: readonly CustomTestModuleScores[];
  localLanguage?: string;
  onOpenModule: (moduleKey: string) => void;
  onRetest: () => void;
}

/**
 * spec 02 §2 Requires-attention tab: with no weak module, the empty state;
 * otherwise the suggestions card (Learn more opens the popup), the modules
 * not passed yet (spec 02 §4: under 80 more than once), and the Retest card
 * leading to the custom test page.
 */
export function AttentionTab({
  progress,
  catalogue,
  ctScores = [],
  localLanguage,
  onOpenModule,
  onRetest,
}: AttentionTabProps) {
  const { t } = useTranslation('learn');
  const [popup, setPopup] = useState(false);
  const weak = progress.DiagnosticTestProgress.UserDiagnosticTestAllResult.map(
    (r) => r.ModuleKey,
  )
    .filter(
      (key) =>
        moduleDtStatus(moduleScoresOf(progress, ctScores, key)) ===
        MODULE_DT_STATUS.weakness,
    )
    .map((key) => moduleModel(progress, catalogue, key, [], ctScores));

  if (weak.length === 0)
    return (
      <div className={styles.empty}>
        <h2 className={learnStyles.testCardTitle}>
          {t('attention.emptyTitle')}
        </h2>
        <p>{t('attention.emptyText')}</p>
      </div>
    );

  return (
    <div className={learnStyles.tab}>
      <section className={styles.suggestions} aria-labelledby="attention-tips">
        <h2 id="attention-tips" className={learnStyles.testCardTitle}>
          {t('attention.suggestionsTitle')}
        </h2>
        <p>{t('attention.suggestionsText')}</p>
        <Button variant="secondary" onClick={() => setPopup(true)}>
          {t('attention.learnMore')}
        </Button>
      </section>
      <section aria-labelledby="attention-list">
        <h2 id="attention-list" className={learnStyles.sectionTitle}>
          {t('attention.listTitle', { count: weak.length })}
        </h2>
        <div className={learnStyles.cards}>
          {weak.map((m) => (
            <ModuleCard
              key={m.key}
              model={m}
              localLanguage={localLanguage}
              onOpen={onOpenModule}
            />
          ))}
        </div>
      </section>
      <section className={styles.retest} aria-labelledby="attention-retest">
        <div>
          <h2 id="attention-retest" className={learnStyles.testCardTitle}>
            {t('attention.retestTitle')}
          </h2>
          <p>{t('attention.retestText')}</p>
        </div>
        <Button onClick={onRetest}>{t('attention.retest')}</Button>
      </section>
      {popup && <AttentionPopup onClose={() => setPopup(false)} />}
    </div>
  );
}
