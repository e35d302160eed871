import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { CultureCode, StudentProfile } from '@gp/api';
import {
  LOGOUT_ALERTS,
  marketLanguage,
  profileDecision,
  type ProfileSavePayload,
} from '@gp/domain';
import { StudentPage } from '../../../components/layout/student-page';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSaveProfile } from '../../../lib/api/save-profile';
import { simpleLogout } from '../../../lib/auth/logout';
import { currentLanguage } from '../../../lib/i18n';
import { pathOf } from '../../../lib/paths';
import { useStudent } from '../../../lib/student/use-student';
import { useRegionsWithGrades } from '../api/get-regions-with-grades';
import {
  cityOptions,
  initialProfileForm,
  type CityOption,
} from '../lib/profile-form';
import { ProfileForm } from './profile-form';
import styles from './onboarding.module.css';

/**
 * spec 01 §2 profile. "If a profile is already saved it goes to learn" is
 * read as: once the student is past the first test. A first-time student
 * may come back here from set_level (its Back) and change the answers.
 */
export function ProfilePage() {
  const student = useStudent();
  const { t } = useTranslation(['onboarding', 'course']);
  const region = student?.marketRegion ?? 0;
  const local = marketLanguage(region);
  const hasLocal = local !== 'en-US';
  const english = useRegionsWithGrades(region, 'en-US');
  const localRegions = useRegionsWithGrades(region, local, hasLocal);
  // Here, not in the form's component: the first save completes the profile, and the
  // page loads the progress (showing its loading state) before the save's onSuccess runs.
  const save = useSaveProfile(student?.userId ?? '');
  const heading = (
    <PageHeading title={t('profile.title')} lead={t('profile.lead')} />
  );
  const frame = (body: ReactNode) => (
    <div className={styles.page}>
      {heading}
      {body}
    </div>
  );

  return (
    <StudentPage
      needs={{}}
      queries={{ english, local: hasLocal ? localRegions : undefined }}
      decide={(data) =>
        profileDecision({
          hasSavedProfile:
            data.hasProfile && data.progress?.IsFirstTime === false,
        })
      }
      frame={frame}
    >
      {({ profile, extra }) => {
        // spec 01 §5, §8: region data must be present and non-empty, else an alert and logout.
        const missing =
          extra.english.length === 0
            ? LOGOUT_ALERTS.regionWithGrade
            : extra.local?.length === 0
              ? LOGOUT_ALERTS.localRegionWithGrade
              : null;
        if (missing)
          return frame(
            <AlertDialog
              title={t('course:alerts.regionsMissing')}
              message={t('course:alerts.logoutNote')}
              buttonLabel={t('course:alerts.ok')}
              onConfirm={() => {
                console.warn(missing);
                void simpleLogout();
              }}
            />,
          );
        return frame(
          <ProfileContent
            save={save}
            profile={profile}
            cities={cityOptions(extra.english, extra.local ?? null)}
            showLocalNames={hasLocal}
            local={local}
          />,
        );
      }}
    </StudentPage>
  );
}

function ProfileContent({
  save,
  profile,
  cities,
  showLocalNames,
  local,
}: {
  save: ReturnType<typeof useSaveProfile>;
  profile: StudentProfile;
  cities: CityOption[];
  showLocalNames: boolean;
  local: CultureCode;
}) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage(i18n.language);
  const [currentYear] = useState(() => new Date().getFullYear());
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
    <ProfileForm
      cities={cities}
      initial={initialProfileForm(profile, currentYear)}
      language={language}
      showLocalNames={showLocalNames && language === local}
      currentYear={currentYear}
      submitting={save.isPending}
      error={save.error}
      onSubmit={submit}
    />
  );
}
