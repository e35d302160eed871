import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import {
  marketLanguage,
  progressFacts,
  readyGoDecision,
  type ProgressFacts,
} from '@gp/domain';
import { GradeModules } from '../../../components/course/grade-modules';
import { StudentPage } from '../../../components/layout/student-page';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { gradesOf } from '../../../lib/course/catalogue';
import { pathOf } from '../../../lib/paths';
import styles from './onboarding.module.css';

/** Before the profile is set there is no progress: a first-time student with nothing to test. */
const NO_PROGRESS_FACTS: ProgressFacts = {
  isFirstTime: true,
  testsTaken: 0,
  newModuleCount: 0,
  verifyModuleCount: 0,
  allTestsDone: false,
  hasRecommended: false,
  recommendedLessonsDone: true,
};

/**
 * spec 01 §2 ready_go: the modules the first test covers, by grade (the
 * start grade's for a first-time student; last time's and the new ones for
 * a returning student), then on to dt_intro.
 */
export function ReadyGoPage() {
  const { t } = useTranslation(['onboarding', 'common', 'course']);
  const navigate = useNavigate();
  const heading = (
    <PageHeading title={t('common:pages.ready_go')} lead={t('readyGo.lead')} />
  );
  return (
    <StudentPage
      needs={{ catalogue: true }}
      decide={(data) =>
        readyGoDecision({
          hasProfile: data.hasProfile,
          facts: data.progress
            ? progressFacts(data.progress)
            : NO_PROGRESS_FACTS,
        })
      }
      frame={(body) => (
        <div className={styles.page}>
          {heading}
          {body}
        </div>
      )}
    >
      {({ student, progress, catalogue }) => {
        const next = progress.DiagnosticTestProgress.NextDiagnosticTest;
        const local = marketLanguage(student.marketRegion);
        const localLanguage = local === 'en-US' ? undefined : local;
        const verify = gradesOf(catalogue, next.NeedToBeVerified);
        const fresh = gradesOf(catalogue, next.New);
        return (
          <div className={styles.page}>
            {heading}
            {verify.length > 0 && (
              <>
                <h2 className={styles.sectionTitle}>
                  {t('readyGo.verifyTitle')}
                </h2>
                <GradeModules grades={verify} localLanguage={localLanguage} />
              </>
            )}
            <h2 className={styles.sectionTitle}>
              {verify.length > 0
                ? t('readyGo.newTitle')
                : t('readyGo.modulesTitle')}
            </h2>
            {fresh.length > 0 ? (
              <GradeModules grades={fresh} localLanguage={localLanguage} />
            ) : (
              <p className={styles.muted}>{t('readyGo.noNew')}</p>
            )}
            <div className={styles.actions}>
              <Button onClick={() => void navigate(pathOf('dt_intro'))}>
                {t('readyGo.next')}
              </Button>
            </div>
          </div>
        );
      }}
    </StudentPage>
  );
}
