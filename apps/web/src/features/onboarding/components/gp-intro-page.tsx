import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gpIntroDecision, isProfileComplete } from '@gp/domain';
import { ExplainerPlayer } from '../../../components/explainer/explainer-player';
import { DecisionRedirect } from '../../../components/layout/decision-redirect';
import { PageLoadState } from '../../../components/layout/page-load-state';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { Logo } from '../../../components/ui/logo';
import { PageHeading } from '../../../components/ui/page-heading';
import { useProgress } from '../../../lib/api/get-progress';
import { useStudentProfile } from '../../../lib/api/get-student-profile';
import { currentLanguage } from '../../../lib/i18n';
import { pathOf } from '../../../lib/paths';
import { pageLoadOf } from '../../../lib/student/page-queries';
import { useStudent } from '../../../lib/student/use-student';
import { useCourseTexts } from '../api/get-course-texts';
import styles from './onboarding.module.css';

/** spec 01 §2 gp_intro: the intro explainer and a button to welcome. */
export function GpIntroPage() {
  const student = useStudent();
  const { t, i18n } = useTranslation(['onboarding', 'common']);
  const navigate = useNavigate();
  const userId = student?.userId ?? '';
  const profile = useStudentProfile(userId);
  const hasProfile = isProfileComplete(profile.data);
  const progress = useProgress(userId, hasProfile);
  // Keyed by language: a language change loads the intro again.
  const language = currentLanguage(i18n.language);
  const texts = useCourseTexts(language);
  if (!student) return null;

  const load = pageLoadOf([profile, hasProfile ? progress : undefined]);
  if (load.status === 'ready') {
    const decision = gpIntroDecision({
      hasProfile,
      isFirstTime: progress.data?.IsFirstTime ?? true,
    });
    if (decision.type === 'redirect')
      return <DecisionRedirect decision={decision} />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.brand}>
        <Logo />
      </div>
      <PageHeading
        title={t('common:pages.gp_intro')}
        lead={t('gpIntro.lead')}
      />
      {load.status !== 'ready' ? (
        <PageLoadState load={load} />
      ) : (
        <>
          {texts.isPending && (
            <LoadingState label={t('gpIntro.loadingVideo')} />
          )}
          {texts.isError && <ErrorState onRetry={() => void texts.refetch()} />}
          {texts.data && (
            <ExplainerPlayer
              key={language}
              slides={texts.data.Intro}
              label={t('gpIntro.videoLabel')}
            />
          )}
          <div className={styles.actions}>
            <Button onClick={() => void navigate(pathOf('welcome'))}>
              {t('gpIntro.continue')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
