import { useTranslation } from '../../../lib/use-translation';
import { MistakesReview } from '../../../components/review/mistakes-review';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import type { Catalogue } from '../../../lib/course/catalogue';
import { currentLanguage } from '../../../lib/i18n';
import { useLastDtAnswers } from '../api/get-last-dt-answers';

/** spec 02 §2 Overlays, DT mistakes (learn overlay 3): the latest test's questions reviewed. */
export function DtMistakesOverlay({
  userId,
  catalogue,
  onBack,
  onClose,
}: {
  userId: string;
  catalogue: Catalogue;
  onBack: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['learn', 'common']);
  const answers = useLastDtAnswers(userId);
  return (
    <Dialog
      title={t('dtMistakes.title')}
      onClose={onClose}
      closeLabel={t('dtMistakes.close')}
      size="large"
      footer={
        <>
          <Button variant="secondary" onClick={onBack}>
            {t('results.title')}
          </Button>
          <Button onClick={onClose}>{t('dtMistakes.close')}</Button>
        </>
      }
    >
      {answers.isPending ? (
        <LoadingState label={t('dtMistakes.loading')} />
      ) : answers.isError ? (
        <ErrorState
          error={answers.error}
          onRetry={() => void answers.refetch()}
        />
      ) : answers.data.length === 0 ? (
        <p>{t('dtMistakes.none')}</p>
      ) : (
        <MistakesReview
          items={answers.data}
          moduleName={(k) => catalogue.modules.get(k)?.name ?? k}
          language={currentLanguage(i18n.language)}
        />
      )}
    </Dialog>
  );
}
