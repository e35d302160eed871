import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isProfileComplete,
  setLevelDecision,
  setLevelModel,
  startPointOf,
  type SetLevelModel,
} from '@gp/domain';
import { GradesMissingAlert } from '../../../components/course/grades-missing-alert';
import { DecisionRedirect } from '../../../components/layout/decision-redirect';
import { PageLoadState } from '../../../components/layout/page-load-state';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { PageHeading } from '../../../components/ui/page-heading';
import { useProgress } from '../../../lib/api/get-progress';
import { useStudentProfile } from '../../../lib/api/get-student-profile';
import { useSaveProfile } from '../../../lib/api/save-profile';
import { gradeOf } from '../../../lib/course/catalogue';
import { useCourseCatalogue } from '../../../lib/course/use-course-catalogue';
import { currentLanguage } from '../../../lib/i18n';
import { pathOf } from '../../../lib/paths';
import { pageLoadOf } from '../../../lib/student/page-queries';
import { startPointSaveBody } from '../../../lib/student/profile-body';
import { useStudent } from '../../../lib/student/use-student';
import { SetLevelCards, type SetLevelChoice } from './set-level-cards';
import styles from './onboarding.module.css';

/** The start point a choice names (the review dropdown may pick another earlier grade). */
function chosenStartPoint(model: SetLevelModel, choice: SetLevelChoice) {
  if (choice.card !== 2 || !choice.reviewKey)
    return startPointOf(model, choice.card);
  const grade = model.review.grades.find((g) => g.key === choice.reviewKey);
  return grade ? grade.key : startPointOf(model, 2);
}

/**
 * spec 01 §2 set_level. Next saves StartPointGradeKey and the interface
 * language with the profile and goes to learn, which sends a first-time
 * student on to ready_go.
 */
export function SetLevelPage() {
  const student = useStudent();
  const { t, i18n } = useTranslation(['onboarding', 'common']);
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
  const save = useSaveProfile(userId);
  const [choice, setChoice] = useState<SetLevelChoice | null>(null);
  if (!student) return null;

  const heading = (
    <PageHeading
      title={t('common:pages.set_level')}
      lead={t('setLevel.lead')}
    />
  );
  // spec 01 §2: to profile if there is no profile info.
  const load = pageLoadOf(
    hasProfile ? [profile, progress, ...queries] : [profile],
  );
  if (load.status === 'ready') {
    const decision = setLevelDecision({
      hasProfileInfo: hasProfile,
      isFirstTime: progress.data?.IsFirstTime ?? true,
    });
    if (decision.type === 'redirect')
      return <DecisionRedirect decision={decision} />;
  }
  if (load.status !== 'ready' || !catalogue || !profile.data)
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
  const saved = profile.data;
  const model = setLevelModel(
    catalogue.grades.map((g) => ({ key: g.key, ordinal: g.ordinal })),
    saved.EducationGradeKey,
    saved.StartPointGradeKey.trim() === '' ? null : saved.StartPointGradeKey,
  );
  if (!model)
    return (
      <div className={styles.page}>
        {heading}
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
      </div>
    );

  const current: SetLevelChoice = choice ?? {
    card: model.preselected,
    reviewKey: model.review.selectGrade?.key ?? null,
  };
  const gradeName = (key: string) => gradeOf(catalogue, key)?.name ?? key;
  const next = () => {
    const body = startPointSaveBody(
      saved,
      chosenStartPoint(model, current),
      currentLanguage(i18n.language),
    );
    if (!body || save.isPending) return;
    save.mutate(body, { onSuccess: () => void navigate(pathOf('learn')) });
  };

  return (
    <div className={styles.page}>
      {heading}
      <div className={styles.card}>
        <SetLevelCards
          model={model}
          choice={current}
          gradeName={gradeName}
          onChange={setChoice}
        />
        {save.isError && (
          <div className={styles.sectionGap}>
            <Notice
              tone="error"
              role="alert"
              title={t('profile.saveFailedTitle')}
            >
              <p>{t('profile.saveFailed')}</p>
            </Notice>
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
    </div>
  );
}
