import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** spec 02 §4 Quiz exit position 1: leaving the running quiz starts it from the beginning next time. */
export function ConfirmQuizExit({
  onStay,
  onLeave,
}: {
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation(['lessons', 'common']);
  return (
    <Dialog
      title={t('remediation.quiz.confirmExit.title')}
      onClose={onStay}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button onClick={onStay}>
            {t('remediation.quiz.confirmExit.stay')}
          </Button>
          <Button variant="secondary" onClick={onLeave}>
            {t('remediation.quiz.confirmExit.leave')}
          </Button>
        </>
      }
    >
      <p>{t('remediation.quiz.confirmExit.text')}</p>
    </Dialog>
  );
}

/** spec 02 §4: quitting while practice is still uploading (or failed) shows the not-saved popup. */
export function NotSavedDialog({
  failed,
  onStay,
  onLeave,
}: {
  failed: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation(['lessons', 'common']);
  return (
    <Dialog
      title={t('remediation.notSaved.title')}
      onClose={onStay}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button onClick={onStay}>{t('remediation.notSaved.stay')}</Button>
          <Button variant="secondary" onClick={onLeave}>
            {t('remediation.notSaved.leave')}
          </Button>
        </>
      }
    >
      <p>
        {failed
          ? t('remediation.notSaved.failedText')
          : t('remediation.notSaved.text')}
      </p>
    </Dialog>
  );
}
