import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * spec 01 §2 testing / §8: "If you leave the page now, your progress will be
 * lost." with Continue test / Quit test. Escape and the close button mean
 * Continue test; Continue takes the focus, so Enter never quits by accident.
 */
export function LeaveTestDialog({
  progress,
  onContinue,
  onQuit,
}: {
  /** Answered so far, as the player last reported it. */
  progress: { answered: number; total: number } | null;
  onContinue: () => void;
  onQuit: () => void;
}) {
  const { t } = useTranslation(['diagnosticTest', 'common']);
  return (
    <Dialog
      title={t('testing.leaveTitle')}
      onClose={onContinue}
      closeLabel={t('testing.continue')}
      footer={
        <>
          <Button variant="secondary" onClick={onQuit}>
            {t('testing.quit')}
          </Button>
          <Button onClick={onContinue}>{t('testing.continue')}</Button>
        </>
      }
    >
      <p>{t('testing.leaveText')}</p>
      {progress && (
        <p>
          {t('testing.answered', {
            answered: progress.answered,
            total: progress.total,
          })}
        </p>
      )}
    </Dialog>
  );
}
