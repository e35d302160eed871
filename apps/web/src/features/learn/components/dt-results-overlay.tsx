import { useTranslation } from '../../../lib/use-translation';
import type { DiagnosticTestScoreSummary, StudentProgress } from '@gp/api';
import { displayedPercent, moduleResult, moduleScoresOf } from '@gp/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { Catalogue } from '../../../lib/course/catalogue';
import { bandOf, ResultLabel, ScoreValue } from './score-parts';
import learnStyles from './learn.module.css';
import styles from './results-overlay.module.css';

export interface DtResultsOverlayProps {
  summary: DiagnosticTestScoreSummary;
  progress: StudentProgress;
  catalogue: Catalogue;
  localLanguage?: string;
  onClose: () => void;
  /** Opens the DT mistakes overlay (learn overlay 3). */
  onShowMistakes?: () => void;
}

/**
 * spec 02 §2 Overlays, DT results (learn overlay 1): every module of the
 * test with its displayed score, its colour band and its result text
 * (spec 01 §4), and Start studying. A modal dialog: focus moves in, stays in
 * and returns to where it was.
 */
export function DtResultsOverlay({
  summary,
  progress,
  catalogue,
  localLanguage,
  onClose,
  onShowMistakes,
}: DtResultsOverlayProps) {
  const { t } = useTranslation(['learn', 'common']);
  const total = summary.ModuleScores.length;
  return (
    <Dialog
      title={t('results.title')}
      onClose={onClose}
      closeLabel={t('common:close')}
      size="large"
      footer={
        <>
          {onShowMistakes && (
            <Button variant="secondary" onClick={onShowMistakes}>
              {t('mistakes.open')}
            </Button>
          )}
          <Button onClick={onClose}>{t('results.startStudying')}</Button>
        </>
      }
    >
      <p className={styles.resultsLead}>
        {t('results.summary', { passed: summary.PassedCount, total })}
      </p>
      <ul className={styles.resultList}>
        {summary.ModuleScores.map((m) => {
          const module = catalogue.modules.get(m.ModuleKey);
          const score = displayedPercent(m.Score, m.TotalScore);
          const result = moduleResult(
            moduleScoresOf(progress, [], m.ModuleKey),
          );
          return (
            <li key={m.ModuleKey} className={styles.resultItem}>
              <div className={styles.resultNames}>
                <span className={styles.resultName} lang="en">
                  {module?.name ?? m.ModuleKey}
                </span>
                {module?.localName && (
                  <span className={learnStyles.localName} lang={localLanguage}>
                    {module.localName}
                  </span>
                )}
              </div>
              <div className={styles.resultScore}>
                <ScoreValue score={score} large />
                <ResultLabel result={result} />
              </div>
              <div className={styles.bar} aria-hidden="true">
                <span
                  className={styles.barFill}
                  data-band={bandOf(score)}
                  style={{ width: `${score}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
