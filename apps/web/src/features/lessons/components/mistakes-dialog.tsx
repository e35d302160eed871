import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { currentLanguage } from '../../../lib/i18n';
import { useModuleLatestAnswers } from '../api/get-module-latest-answers';
import { isMistake } from '../lib/question-review';
import { ReviewedQuestion } from './reviewed-question';
import styles from './lessons.module.css';

/**
 * spec 02 §2 Module lesson: the mistakes popup. The module's questions in its
 * latest test that lost points, each with the student's answer, the right
 * answer and the explanation in the interface language.
 */
export function MistakesDialog({
  userId,
  moduleKey,
  moduleName,
  onClose,
}: {
  userId: string;
  moduleKey: string;
  moduleName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['lessons', 'common']);
  const answers = useModuleLatestAnswers(userId, moduleKey, true);
  const mistakes = answers.data?.questions.filter(isMistake) ?? [];
  const language = currentLanguage(i18n.language);
  return (
    <Dialog
      title={t('mistakes.title', { module: moduleName })}
      onClose={onClose}
      closeLabel={t('mistakes.close')}
      size="large"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('mistakes.close')}
        </Button>
      }
    >
      {answers.isPending ? (
        <LoadingState label={t('mistakes.loading')} />
      ) : answers.isError ? (
        <ErrorState
          error={answers.error}
          onRetry={() => void answers.refetch()}
        />
      ) : mistakes.length === 0 ? (
        <p>{t('mistakes.none')}</p>
      ) : (
        <>
          <p className={styles.mistakesLead}>
            {t('mistakes.lead', {
              count: mistakes.length,
              total: answers.data.questions.length,
            })}
          </p>
          <ol className={styles.mistakes}>
            {mistakes.map((review, i) => (
              <li key={review.questionKey} className={styles.mistake}>
                <ReviewedQuestion
                  review={review}
                  number={i + 1}
                  language={language}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </Dialog>
  );
}
