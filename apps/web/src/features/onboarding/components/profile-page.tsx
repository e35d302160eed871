import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isProfileComplete,
  LOGOUT_ALERTS,
  marketLanguage,
  profileDecision,
  type ProfileSavePayload,
} from '@gp/domain';
import { DecisionRedirect } from '../../../components/layout/decision-redirect';
import { PageLoadState } from '../../../components/layout/page-load-state';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { useProgress } from '../../../lib/api/get-progress';
import { useStudentProfile } from '../../../lib/api/get-student-profile';
import { useSaveProfile } from '../../../lib/api/save-profile';
import { simpleLogout } from '../../../lib/auth/logout';
import { currentLanguage } from '../../../lib/i18n';
import { pathOf } from '../../../lib/paths';
import { pageLoadOf } from '../../../lib/student/page-queries';
import { useStudent } from '../../../lib/student/use-student';
import { useRegionsWithGrades } from '../api/get-regions-with-grades';
import { cityOptions, initialProfileForm } from '../lib/profile-form';
import { ProfileForm } from './profile-form';
import styles from './onboarding.module.css';

/**
 * spec 01 §2 profile. "If a profile is already saved it goes to learn" is
 * read as: once the student is past the first test. A first-time student
 * may come back here from set_level (its Back) and change the answers.
 */
export function ProfilePage() {
  const student = useStudent();
  const { t, i18n } = useTranslation(['onboarding', 'course']);
  const navigate = useNavigate();
  const userId = student?.userId ?? '';
  const region = student?.marketRegion ?? 0;
  const local = marketLanguage(region);
  const hasLocal = local !== 'en-US';
  const language = currentLanguage(i18n.language);
  const profile = useStudentProfile(userId);
  const hasProfile = isProfileComplete(profile.data);
  const progress = useProgress(userId, hasProfile);
  const english = useRegionsWithGrades(region, 'en-US');
  const localRegions = useRegionsWithGrades(region, local, hasLocal);
  const save = useSaveProfile(userId);
  const [currentYear] = useState(() => new Date().getFullYear());
  if (!student) return null;

  const load = pageLoadOf([
    profile,
    hasProfile ? progress : undefined,
    english,
    hasLocal ? localRegions : undefined,
  ]);
  if (load.status === 'ready') {
    const decision = profileDecision({
      hasSavedProfile: hasProfile && progress.data?.IsFirstTime === false,
    });
    if (decision.type === 'redirect')
      return <DecisionRedirect decision={decision} />;
  }

  const heading = (
    <PageHeading title={t('profile.title')} lead={t('profile.lead')} />
  );
  if (load.status !== 'ready' || !english.data)
    return (
      <div className={styles.page}>
        {heading}
        <PageLoadState load={load} />
      </div>
    );

  // spec 01 §5, §8: region data must be present and non-empty, else an alert and logout.
  const missing =
    english.data.length === 0
      ? LOGOUT_ALERTS.regionWithGrade
      : hasLocal && localRegions.data?.length === 0
        ? LOGOUT_ALERTS.localRegionWithGrade
        : null;
  if (missing)
    return (
      <div className={styles.page}>
        {heading}
        <AlertDialog
          title={t('course:alerts.regionsMissing')}
          message={t('course:alerts.logoutNote')}
          buttonLabel={t('course:alerts.ok')}
          onConfirm={() => {
            console.warn(missing);
            void simpleLogout();
          }}
        />
      </div>
    );

  const cities = cityOptions(
    english.data,
    hasLocal ? (localRegions.data ?? null) : null,
  );
  const submit = (payload: ProfileSavePayload) => {
    const body = {
      Birthday: payload.Birthday,
      EducationRegionKey: payload.EducationRegionKey,
      EducationGradeKey: payload.EducationGradeKey,
      CultureCode: payload.CultureCode,
    };
    save.mutate(body, {
      onSuccess: () => void navigate(pathOf('set_level')),
    });
  };

  return (
    <div className={styles.page}>
      {heading}
      <ProfileForm
        cities={cities}
        initial={initialProfileForm(profile.data, currentYear)}
        language={language}
        showLocalNames={hasLocal && language === local}
        currentYear={currentYear}
        submitting={save.isPending}
        failed={save.isError}
        onSubmit={submit}
      />
    </div>
  );
}
