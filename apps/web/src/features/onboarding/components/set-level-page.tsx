import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { StudentProfile } from '@gp/api';
import { setLevelDecision, setLevelModel, startPointOf } from '@gp/domain';
import { StudentPage } from '../../../components/layout/student-page';
import { Button } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSaveProfile } from '../../../lib/api/save-profile';
import { gradeOf, type Catalogue } from '../../../lib/course/catalogue';
import { currentLanguage } from '../../../lib/i18n';
import { pathOf } from '../../../lib/paths';
import { startPointSaveBody } from '../../../lib/student/profile-body';
import { SetLevelCards, type SetLevelChoice } from './set-level-cards';
import styles from './onboarding.module.css';

/**
 * spec 01 §2 set_level. Next saves StartPointGradeKey and the interface
 * language with the profile and goes to learn, which sends a first-time
 * student on to ready_go. Redirects to profile without a profile, to learn
 * when not first-time.
 */
export function SetLevelPage() {
  const { t } = useTranslation(['onboarding', 'common']);
  const heading = (
    <PageHeading
      title={t('common:pages.set_level')}
      lead={t('setLevel.lead')}
    />
  );
  return (
    <StudentPage
      needs={{ catalogue: true }}
      decide={(data) =>
        setLevelDecision({
          hasProfileInfo: data.hasProfile,
          isFirstTime: data.progress?.IsFirstTime ?? true,
        })
      }
      frame={(body) => (
        <div className={styles.page}>
          {heading}
          {body}
        </div>
      )}
    >
      {(data) => (
        <div className={styles.page}>
          {heading}
          <SetLevelContent
            userId={data.student.userId}
            profile={data.profile}
            catalogue={data.catalogue}
          />
        </div>
      )}
    </StudentPage>
  );
}

function SetLevelContent({
  userId,
  profile: saved,
  catalogue,
}: {
  userId: string;
  profile: StudentProfile;
  catalogue: Catalogue;
}) {
  const { t, i18n } = useTranslation(['onboarding', 'common']);
  const navigate = useNavigate();
  const save = useSaveProfile(userId);
  const [choice, setChoice] = useState<SetLevelChoice | null>(null);
  const model = setLevelModel(
    catalogue.grades,
    saved.EducationGradeKey,
    saved.StartPointGradeKey.trim() === '' ? null : saved.StartPointGradeKey,
  );
  if (!model)
    return (
      <>
        <Notice tone="warning" title={t('setLevel.noGradeTitle')}>
          <p>{t('setLevel.noGrade')}</p>
        </Notice>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => void navigate(pathOf('profile'))}
          >
            {t('setLevel.changeProfile')}
          </Button>
        </div>
      </>
    );

  const current: SetLevelChoice = choice ?? {
    card: model.preselected,
    reviewKey: model.review.selectGrade?.key ?? null,
  };
  const gradeName = (key: string) => gradeOf(catalogue, key)?.name ?? key;
  const next = () => {
    const body = startPointSaveBody(
      saved,
      startPointOf(model, current.card, current.reviewKey),
      currentLanguage(i18n.language),
    );
    if (!body || save.isPending) return;
    save.mutate(body, { onSuccess: () => void navigate(pathOf('learn')) });
  };

  return (
    <div className={styles.card}>
      <SetLevelCards
        model={model}
        choice={current}
        gradeName={gradeName}
        onChange={setChoice}
      />
      {save.isError && (
        <div className={styles.sectionGap}>
          <ErrorNotice
            title={t('profile.saveFailedTitle')}
            error={save.error}
          />
        </div>
      )}
      <div className={styles.actions}>
        <Button
          onClick={next}
          disabled={save.isPending}
          loading={save.isPending}
        >
          {save.isPending ? t('profile.saving') : t('setLevel.next')}
        </Button>
      </div>
    </div>
  );
}
