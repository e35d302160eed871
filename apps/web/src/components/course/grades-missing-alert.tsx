import { useTranslation } from '../../lib/use-translation';
import { ERROR_CATALOGUE } from '@gp/domain';
import { simpleLogout } from '../../lib/auth/logout';
import { AlertDialog } from '../ui/alert-dialog';

/**
 * spec 01 §8: "Available grade with modules data are not available!", then
 * log out. The student reads a friendly version; the log keeps the original.
 */
export function GradesMissingAlert() {
  const { t } = useTranslation('course');
  return (
    <AlertDialog
      title={t('alerts.gradesMissing')}
      message={t('alerts.logoutNote')}
      buttonLabel={t('alerts.ok')}
      onConfirm={() => {
        const outcome = ERROR_CATALOGUE.gradesEmpty;
        if (outcome.type === 'alertThenLogout') console.warn(outcome.alert);
        void simpleLogout();
      }}
    />
  );
}
