import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isProfileComplete,
  marketLanguage,
  progressFacts,
  readyGoDecision,
} from '@gp/domain';
import { GradeModules } from '../../../components/course/grade-modules';
import { GradesMissingAlert } from '../../../components/course/grades-missing-alert';
import { DecisionRedirect } from '../../../components/layout/decision-redirect';
import { PageLoadState } from '../../../components/layout/page-load-state';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { useProgress } from '../../../lib/api/get-progress';
import { useStudentProfile } from '../../../lib/api/get-student-profile';
import { gradesOf } from '../../../lib/course/catalogue';
import { useCourseCatalogue } from '../../../lib/course/use-course-catalogue';
import { pathOf } from '../../../lib/paths';
import { pageLoadOf } from '../../../lib/student/page-queries';
import { useStudent } from '../../../lib/student/use-student';
import styles from './onboarding.module.css';

/**
 * spec 01 §2 ready_go: the modules the first test covers, by grade (the
 * start grade's for a first-time student; last time's and the new ones for
 * a returning student), then on to dt_intro.
 */
export function ReadyGoPage() {
  const student = useStudent();
  const { t } = useTranslation(['onboarding', 'common', 'course']);
  const navigate = useNavigate();
  const userId = student?.userId ?? '';
  const profile = useStudentProfile(userId);
  const hasProfile = isProfileComplete(profile.data);
  const progress = useProgress(userId, hasProfile);
  const { queries, catalogue } = useCourseCatalogue(
    profile.data?.EducationRegionKey ?? '',
    student?.marketRegion ?? 0,
    hasProfile,
  );
  if (!student) return null;

  const heading = (
    <PageHeading title={t('common:pages.ready_go')} lead={t('readyGo.lead')} />
  );
  const load = pageLoadOf(
    hasProfile ? [profile, progress, ...queries] : [profile],
  );
  if (load.status === 'ready') {
    const decision = readyGoDecision({
      hasProfile,
      facts: progress.data
        ? progressFacts(progress.data)
        : {
            isFirstTime: true,
            testsTaken: 0,
            newModuleCount: 0,
            verifyModuleCount: 0,
            allTestsDone: false,
            hasRecommended: false,
            recommendedLessonsDone: true,
          },
    });
    if (decision.type === 'redirect')
      return <DecisionRedirect decision={decision} />;
  }
  if (load.status !== 'ready' || !catalogue || !progress.data)
    return (
      <div className={styles.page}>
        {heading}
        <PageLoadState load={load} />
      </div>
    );
  if (catalogue.grades.length === 0)
    return (
      <div className={styles.page}>
        {heading}
        <GradesMissingAlert />
      </div>
    );

  const next = progress.data.DiagnosticTestProgress.NextDiagnosticTest;
  const local = marketLanguage(student.marketRegion);
  const localLanguage = local === 'en-US' ? undefined : local;
  const verify = gradesOf(catalogue, next.NeedToBeVerified);
  const fresh = gradesOf(catalogue, next.New);

  return (
    <div className={styles.page}>
      {heading}
      {verify.length > 0 && (
        <>
          <h2 className={styles.sectionTitle}>{t('readyGo.verifyTitle')}</h2>
          <GradeModules grades={verify} localLanguage={localLanguage} />
        </>
      )}
      <h2 className={styles.sectionTitle}>
        {verify.length > 0 ? t('readyGo.newTitle') : t('readyGo.modulesTitle')}
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
}
