import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { interfaceLanguageFor, welcomeDecision } from '@gp/domain';
import { ExplainerPlayer } from '../../../components/explainer/explainer-player';
import { StudentPage } from '../../../components/layout/student-page';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { isLogoutError } from '../../../lib/api-error';
import { useStudentProfile } from '../../../lib/api/get-student-profile';
import { useUserInfo } from '../../../lib/api/get-user-info';
import { currentLanguage } from '../../../lib/i18n';
import { pathOf } from '../../../lib/paths';
import {
  getLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import {
  useStudent,
  type SignedInStudent,
} from '../../../lib/student/use-student';
import { useCourseTexts } from '../api/get-course-texts';
import { usePrivacyDocument } from '../../../lib/api/get-privacy-document';
import styles from './onboarding.module.css';

/**
 * spec 01 §2 welcome, §4 Welcome load flow: the profile, the language, the
 * user info, the privacy text and (with a profile) the progress; 401/403
 * log out (the API client does it), other failures show Retry.
 */
export function WelcomePage() {
  const student = useStudent();
  const { t, i18n } = useTranslation(['onboarding', 'common']);
  const userId = student?.userId ?? '';
  const language = currentLanguage(i18n.language);
  const profile = useStudentProfile(userId);
  const userInfo = useUserInfo(userId);
  const privacy = usePrivacyDocument(language);
  const texts = useCourseTexts(language);

  // spec 01 §4: set the language from the profile, unless the student chose one on this device.
  const preferred = profile.data?.PreferLanguageCode;
  const region = student?.marketRegion;
  useEffect(() => {
    if (preferred === undefined || region === undefined) return;
    if (getLocalRecord().language) return;
    const wanted = interfaceLanguageFor(preferred, region);
    void updateLocalRecord({ language: wanted });
    if (i18n.language !== wanted) void i18n.changeLanguage(wanted);
  }, [preferred, region, i18n]);

  // spec 01 §4: missing user info is only logged.
  useEffect(() => {
    if (userInfo.isError && !isLogoutError(userInfo.error))
      console.warn('The user info could not be loaded.', userInfo.error);
  }, [userInfo.isError, userInfo.error]);

  const frame = (body: ReactNode, signedIn: SignedInStudent) => (
    <div className={styles.page}>
      <PageHeading
        title={t('welcome.title', { name: signedIn.firstName })}
        lead={t('welcome.lead')}
      />
      {body}
    </div>
  );

  return (
    <StudentPage
      needs={{}}
      queries={{ privacy }}
      decide={(data) =>
        welcomeDecision({
          hasProfile: data.hasProfile,
          isFirstTime: data.progress?.IsFirstTime ?? true,
        })
      }
      frame={frame}
    >
      {({ student: signedIn, profile: saved, hasProfile, extra }) => {
        const setLevelDone = saved.StartPointGradeKey.trim() !== '';
        const testStep = setLevelDone
          ? pathOf('ready_go')
          : pathOf('set_level');
        return frame(
          <>
            <ol className={styles.steps} aria-label={t('welcome.stepsLabel')}>
              <li className={styles.step} data-done={hasProfile || undefined}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {hasProfile ? '✓' : '1'}
                </span>
                <div className={styles.stepBody}>
                  <h2 className={styles.stepTitle}>
                    {t('welcome.step1.title')}
                  </h2>
                  <p>{t('welcome.step1.text')}</p>
                  {hasProfile && (
                    <p className={styles.done}>{t('welcome.step1.done')}</p>
                  )}
                  <Link
                    to={pathOf('profile')}
                    className={
                      hasProfile ? styles.secondaryLink : styles.primaryLink
                    }
                  >
                    {hasProfile
                      ? t('welcome.step1.edit')
                      : t('welcome.step1.action')}
                  </Link>
                </div>
              </li>
              <li className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {'2'}
                </span>
                <div className={styles.stepBody}>
                  <h2 className={styles.stepTitle}>
                    {t('welcome.step2.title')}
                  </h2>
                  <p>{t('welcome.step2.text')}</p>
                  {hasProfile ? (
                    <Link to={testStep} className={styles.primaryLink}>
                      {t('welcome.step2.action')}
                    </Link>
                  ) : (
                    <p className={styles.muted}>{t('welcome.step2.after')}</p>
                  )}
                </div>
              </li>
            </ol>

            <h2 className={styles.sectionTitle}>{t('welcome.videoTitle')}</h2>
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
                slides={texts.data.Welcome}
                label={t('welcome.videoLabel')}
                headingLevel={3}
              />
            )}

            <p className={styles.privacy}>
              {t('welcome.privacy')}{' '}
              <a
                href={extra.privacy.UrlContent}
                target="_blank"
                rel="noopener noreferrer"
              >
                {extra.privacy.Title}
                <span className="sr-only">{t('common:opensInNewWindow')}</span>
              </a>
            </p>
          </>,
          signedIn,
        );
      }}
    </StudentPage>
  );
}
