import { useTranslation } from '../../../lib/use-translation';
import type {
  CustomTestResult,
  DiagnosticTestScoreSummary,
  StudentProgress,
} from '@gp/api';
import type { LearnOverlay } from '@gp/domain';
import { Button } from '../../../components/ui/button';
import type { Catalogue } from '../../../lib/course/catalogue';
import { CtResultsOverlay } from './ct-results-overlay';
import { DtMistakesOverlay } from './dt-mistakes-overlay';
import { DtResultsOverlay } from './dt-results-overlay';
import styles from './learn.module.css';

/** The buttons that reopen the latest DT and CT results at any time (issue 12). */
export function LearnResultsEntry({
  hasDt,
  hasCt,
  onOpen,
}: {
  hasDt: boolean;
  hasCt: boolean;
  onOpen: (overlay: 1 | 2) => void;
}) {
  const { t } = useTranslation('learn');
  if (!hasDt && !hasCt) return null;
  return (
    <div className={styles.resultsEntry}>
      {hasDt && (
        <Button variant="secondary" onClick={() => onOpen(1)}>
          {t('reopenResults')}
        </Button>
      )}
      {hasCt && (
        <Button variant="secondary" onClick={() => onOpen(2)}>
          {t('reopenCtResults')}
        </Button>
      )}
    </div>
  );
}

/** spec 02 §2 Learn overlays: 1 DT results, 2 CT results, 3 DT mistakes. */
export function LearnOverlays({
  overlay,
  userId,
  latestDt,
  ctResult,
  progress,
  catalogue,
  localLanguage,
  onOpen,
  onClose,
}: {
  overlay: LearnOverlay;
  userId: string;
  latestDt: DiagnosticTestScoreSummary | undefined;
  ctResult: CustomTestResult | null | undefined;
  progress: StudentProgress;
  catalogue: Catalogue;
  localLanguage?: string;
  onOpen: (overlay: 1 | 3) => void;
  onClose: () => void;
}) {
  if (overlay === 2 && ctResult)
    return (
      <CtResultsOverlay
        userId={userId}
        result={ctResult}
        catalogue={catalogue}
        localLanguage={localLanguage}
        onClose={onClose}
      />
    );
  if (overlay === 1 && latestDt)
    return (
      <DtResultsOverlay
        summary={latestDt}
        progress={progress}
        catalogue={catalogue}
        localLanguage={localLanguage}
        onClose={onClose}
        onShowMistakes={() => onOpen(3)}
      />
    );
  if (overlay === 3)
    return (
      <DtMistakesOverlay
        userId={userId}
        catalogue={catalogue}
        onBack={() => onOpen(1)}
        onClose={onClose}
      />
    );
  return null;
}
