import { useTranslation } from 'react-i18next';
import type { CustomTestResult } from '@gp/api';
import { ctFeedbackClass } from '@gp/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { Catalogue } from '../../../lib/course/catalogue';
import { bandOf, ResultLabel, ScoreValue } from './score-parts';
import styles from './learn.module.css';

/**
 * spec 02 §2 Overlays, CT results (learn overlay 2): the custom test's
 * feedback by its class (spec 02 §4: 100 gives 1, 96+ 2, 80+ 3, else 4)
 * and each module's displayed score and result.
 */
export function CtResultsOverlay({
  result,
  catalogue,
  localLanguage,
  onClose,
}: {
  result: CustomTestResult;
  catalogue: Catalogue;
  localLanguage?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['learn', 'common']);
  const feedback = ctFeedbackClass(result.DisplayedScore);
  return (
    <Dialog
      title={t('ctResults.title')}
      onClose={onClose}
      closeLabel={t('common:close')}
      size="large"
      footer={<Button onClick={onClose}>{t('ctResults.done')}</Button>}
    >
      <p className={styles.resultsLead} data-feedback={feedback}>
        {t(`ctResults.feedback${feedback}`, { score: result.DisplayedScore })}
      </p>
      <ul className={styles.resultList}>
        {result.ModuleScores.map((m) => {
          const module = catalogue.modules.get(m.ModuleKey);
          return (
            <li key={m.ModuleKey} className={styles.resultItem}>
              <div className={styles.resultNames}>
                <span className={styles.resultName} lang="en">
                  {module?.name ?? m.ModuleKey}
                </span>
                {module?.localName && (
                  <span className={styles.localName} lang={localLanguage}>
                    {module.localName}
                  </span>
                )}
              </div>
              <div className={styles.resultScore}>
                <ScoreValue score={m.DisplayedScore} large />
                <ResultLabel
                  result={m.IsPassed ? 'passed' : 'requiresAttention'}
                />
              </div>
              <div className={styles.bar} aria-hidden="true">
                <span
                  className={styles.barFill}
                  data-band={bandOf(m.DisplayedScore)}
                  style={{ width: `${m.DisplayedScore}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
