import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { gpIntroDecision } from '@gp/domain';
import { ExplainerPlayer } from '../../../components/explainer/explainer-player';
import { StudentPage } from '../../../components/layout/student-page';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { Logo } from '../../../components/ui/logo';
import { PageHeading } from '../../../components/ui/page-heading';
import { currentLanguage } from '../../../lib/i18n';
import { pathOf } from '../../../lib/paths';
import { useCourseTexts } from '../api/get-course-texts';
import styles from './onboarding.module.css';

/** spec 01 §2 gp_intro: the intro explainer and a button to welcome. */
export function GpIntroPage() {
  const { t, i18n } = useTranslation(['onboarding', 'common']);
  const navigate = useNavigate();
  // Keyed by language: a language change loads the intro again.
  const language = currentLanguage(i18n.language);
  const texts = useCourseTexts(language);
  const frame = (body: ReactNode) => (
    <div className={styles.page}>
      <div className={styles.brand}>
        <Logo />
      </div>
      <PageHeading
        title={t('common:pages.gp_intro')}
        lead={t('gpIntro.lead')}
      />
      {body}
    </div>
  );

  return (
    <StudentPage
      needs={{}}
      decide={(data) =>
        gpIntroDecision({
          hasProfile: data.hasProfile,
          isFirstTime: data.progress?.IsFirstTime ?? true,
        })
      }
      frame={frame}
    >
      {() =>
        frame(
          <>
            {texts.isPending && (
              <LoadingState label={t('gpIntro.loadingVideo')} />
            )}
            {texts.isError && (
              <ErrorState
                error={texts.error}
                onRetry={() => void texts.refetch()}
              />
            )}
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
          </>,
        )
      }
    </StudentPage>
  );
}
