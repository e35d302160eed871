import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { CustomTestResult } from '@gp/api';
import { ctFeedbackClass } from '@gp/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { MistakesReview } from '../../../components/review/mistakes-review';
import { currentLanguage } from '../../../lib/i18n';
import { useCtAnswers } from '../api/get-ct-answers';
import type { Catalogue } from '../../../lib/course/catalogue';
import { bandOf, ResultLabel, ScoreValue } from './score-parts';
import learnStyles from './learn.module.css';
import styles from './results-overlay.module.css';

/**
 * spec 02 §2 Overlays, CT results (learn overlay 2): the custom test's
 * feedback by its class (spec 02 §4: 100 gives 1, 96+ 2, 80+ 3, else 4)
 * and each module's displayed score and result.
 */
export function CtResultsOverlay({
  userId,
  result,
  catalogue,
  localLanguage,
  onClose,
}: {
  userId: string;
  result: CustomTestResult;
  catalogue: Catalogue;
  localLanguage?: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['learn', 'common']);
  const feedback = ctFeedbackClass(result.DisplayedScore);
  const [mistakes, setMistakes] = useState(false);
  // spec 02 §4: custom-test mistakes load only when the score differs from the total score.
  const hasMistakes = result.Score !== result.TotalScore;
  const answers = useCtAnswers(userId, result.CustomTestKey, mistakes);
  return (
    <Dialog
      title={t('ctResults.title')}
      onClose={onClose}
      closeLabel={t('common:close')}
      size="large"
      footer={
        <>
          {hasMistakes && (
            <Button variant="secondary" onClick={() => setMistakes((m) => !m)}>
              {mistakes ? t('ctResults.scores') : t('mistakes.open')}
            </Button>
          )}
          <Button onClick={onClose}>{t('ctResults.done')}</Button>
        </>
      }
    >
      {mistakes ? (
        answers.isPending ? (
          <LoadingState label={t('dtMistakes.loading')} />
        ) : answers.isError ? (
          <ErrorState
            error={answers.error}
            onRetry={() => void answers.refetch()}
          />
        ) : (
          <MistakesReview
            items={answers.data}
            moduleName={(k) => catalogue.modules.get(k)?.name ?? k}
            language={currentLanguage(i18n.language)}
          />
        )
      ) : (
        <>
          <p className={styles.resultsLead} data-feedback={feedback}>
            {t(`ctResults.feedback${feedback}`, {
              score: result.DisplayedScore,
            })}
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
                      <span
                        className={learnStyles.localName}
                        lang={localLanguage}
                      >
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
        </>
      )}
    </Dialog>
  );
}
