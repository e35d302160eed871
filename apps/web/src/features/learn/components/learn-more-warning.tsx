import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * spec 02 §2 Learn warning popup 3 (learn more) and §6 Demo: the next
 * grammar test is blocked with a warning offering Get the full version
 * (the purchase guide) and Continue studying. The close button, named
 * Continue studying, takes the focus and Escape means it too, so Enter never
 * leaves the page by accident.
 */
export function LearnMoreWarning({
  onGetFullVersion,
  onClose,
}: {
  onGetFullVersion: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('learn');
  return (
    <Dialog
      title={t('learnMoreWarning.title')}
      onClose={onClose}
      closeLabel={t('learnMoreWarning.continueStudying')}
      footer={
        <>
          <Button variant="secondary" onClick={onGetFullVersion}>
            {t('learnMoreWarning.getFullVersion')}
          </Button>
          <Button onClick={onClose}>
            {t('learnMoreWarning.continueStudying')}
          </Button>
        </>
      }
    >
      <p>{t('learnMoreWarning.text')}</p>
    </Dialog>
  );
}
