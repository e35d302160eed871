import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';

/**
 * spec 01 §6 Demo (free trial): a demo student sees, at the top of learn,
 * that this is the free trial and how to get the whole course (issue 15: the
 * trial showed only on the modules' buttons).
 */
export function TrialBanner({
  className,
  onGetFullVersion,
}: {
  className?: string | undefined;
  onGetFullVersion: () => void;
}) {
  const { t } = useTranslation('learn');
  return (
    <div className={className}>
      <Notice
        tone="info"
        role="status"
        title={t('trialBanner.title')}
        actions={
          <Button variant="secondary" onClick={onGetFullVersion}>
            {t('trialBanner.getFullVersion')}
          </Button>
        }
      >
        <p>{t('trialBanner.text')}</p>
      </Notice>
    </div>
  );
}
