import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  authorityFor,
  can,
  dtIntroDecision,
  expectedMinutes,
  expectedQuestionCount,
  isProfileComplete,
  marketLanguage,
  progressFacts,
} from '@gp/domain';
import { GradeModules } from '../../../components/course/grade-modules';
import { GradesMissingAlert } from '../../../components/course/grades-missing-alert';
import { DecisionRedirect } from '../../../components/layout/decision-redirect';
import { PageLoadState } from '../../../components/layout/page-load-state';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { PageHeading } from '../../../components/ui/page-heading';
import { SelectField } from '../../../components/ui/select-field';
import { useProgress } from '../../../lib/api/get-progress';
import { useStudentProfile } from '../../../lib/api/get-student-profile';
import { useUserInfo } from '../../../lib/api/get-user-info';
import { useSaveProfile } from '../../../lib/api/save-profile';
import { gradeOf, gradesOf } from '../../../lib/course/catalogue';
import { useCourseCatalogue } from '../../../lib/course/use-course-catalogue';
import { currentLanguage } from '../../../lib/i18n';
import { pathOf } from '../../../lib/paths';
import { pageLoadOf } from '../../../lib/student/page-queries';
import { startPointSaveBody } from '../../../lib/student/profile-body';
import { useStudent } from '../../../lib/student/use-student';
import styles from './diagnostic-test.module.css';

/**
 * spec 01 §2 dt_intro: title Test, about 100 questions (the real count), 20-30 minutes; a
 * first-time student sees the grades with their modules, the profile's grade
 * chosen and switchable; a returning student sees last time's modules to
 * verify and the new ones. Start the test or Cancel.
 */
export function DtIntroPage() {
  const student = useStudent();
  const { t, i18n } = useTranslation(['diagnosticTest', 'common']);
  const navigate = useNavigate();
  const userId = student?.userId ?? '';
  const profile = useStudentProfile(userId);
  const hasProfile = isProfileComplete(profile.data);
  const userInfo = useUserInfo(userId);
  const progress = useProgress(userId);
  const { queries, catalogue } = useCourseCatalogue(
    profile.data?.EducationRegionKey ?? '',
    student?.marketRegion ?? 0,
    hasProfile,
  );
  const save = useSaveProfile(userId);
  const [grade, setGrade] = useState<string | null>(null);
  const [expiredWarning, setExpiredWarning] = useState(false);
  if (!student) return null;

  const heading = (
    <PageHeading title={t('dtIntro.title')} lead={t('dtIntro.lead')} />
  );
  const load = pageLoadOf([
    profile,
    userInfo,
    progress,
    ...(hasProfile ? queries : []),
  ]);
  if (load.status === 'ready' && progress.data && userInfo.data) {
    const decision = dtIntroDecision({
      facts: progressFacts(progress.data),
      authority: authorityFor(userInfo.data.UserStatus, progress.data),
      userStatus: userInfo.data.UserStatus,
    });
    if (decision.type === 'redirect')
      return <DecisionRedirect decision={decision} />;
  }
  if (!hasProfile && load.status === 'ready')
    return <DecisionRedirect decision={{ type: 'redirect', to: 'welcome' }} />;
  if (
    load.status !== 'ready' ||
    !progress.data ||
    !userInfo.data ||
    !profile.data ||
    !catalogue
  )
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
  const authority = authorityFor(userInfo.data.UserStatus, progress.data);
  const expired = can(authority, 'seeExpiredWarning');
  const next = progress.data.DiagnosticTestProgress.NextDiagnosticTest;
  const firstTime = progress.data.IsFirstTime;
  const local = marketLanguage(student.marketRegion);
  const localLanguage = local === 'en-US' ? undefined : local;
  const savedStart = saved.StartPointGradeKey.trim() || saved.EducationGradeKey;
  const chosen =
    grade ??
    (gradeOf(catalogue, savedStart) ? savedStart : catalogue.grades[0]?.key) ??
    '';
  const chosenGrade = gradeOf(catalogue, chosen);
  // The real size of the coming test: the chosen grade's modules the first time, else
  // last time's modules to verify and the new ones (about 100, spec 01 §2).
  const questionCount = expectedQuestionCount(
    firstTime
      ? (chosenGrade?.modules.length ?? 0)
      : next.NeedToBeVerified.length + next.New.length,
  );
  const minutes = expectedMinutes(questionCount);

  const startTest = () => {
    setExpiredWarning(false);
    const go = () => void navigate(pathOf('testing'));
    // The first test covers the start-point grade (DESIGN.md §4), so a switched grade is saved first.
    if (!firstTime || chosen === saved.StartPointGradeKey) return go();
    const body = startPointSaveBody(
      saved,
      chosen,
      currentLanguage(i18n.language),
    );
    if (!body) return go();
    save.mutate(body, { onSuccess: go });
  };
  const onStart = () => (expired ? setExpiredWarning(true) : startTest());

  return (
    <div className={styles.page}>
      {heading}
      <ul className={styles.facts} aria-label={t('dtIntro.factsLabel')}>
        <li className={styles.fact}>
          <span className={styles.factValue}>
            {t('dtIntro.questionsValue', { count: questionCount })}
          </span>
          <span>{t('dtIntro.questions', { count: questionCount })}</span>
        </li>
        <li className={styles.fact}>
          <span className={styles.factValue}>
            {t('dtIntro.minutesValue', minutes)}
          </span>
          <span>{t('dtIntro.minutes', { count: minutes.to })}</span>
        </li>
      </ul>
      {expired && (
        <Notice tone="warning" title={t('dtIntro.expiredTitle')}>
          <p>{t('dtIntro.expiredText')}</p>
        </Notice>
      )}
      {firstTime ? (
        <section className={styles.section} aria-labelledby="dt-grade-title">
          <h2 id="dt-grade-title" className={styles.sectionTitle}>
            {t('dtIntro.gradeTitle')}
          </h2>
          <SelectField
            className={styles.gradeSelect}
            label={t('dtIntro.gradeLabel')}
            hint={t('dtIntro.gradeHint')}
            value={chosen}
            options={catalogue.grades.map((g) => ({
              value: g.key,
              label: g.name,
            }))}
            onValueChange={setGrade}
          />
          {chosenGrade && (
            <GradeModules
              grades={[chosenGrade]}
              localLanguage={localLanguage}
            />
          )}
        </section>
      ) : (
        <>
          {next.NeedToBeVerified.length > 0 && (
            <section
              className={styles.section}
              aria-labelledby="dt-verify-title"
            >
              <h2 id="dt-verify-title" className={styles.sectionTitle}>
                {t('dtIntro.verifyTitle')}
              </h2>
              <p className={styles.muted}>{t('dtIntro.verifyText')}</p>
              <GradeModules
                grades={gradesOf(catalogue, next.NeedToBeVerified)}
                localLanguage={localLanguage}
              />
            </section>
          )}
          {next.New.length > 0 && (
            <section className={styles.section} aria-labelledby="dt-new-title">
              <h2 id="dt-new-title" className={styles.sectionTitle}>
                {t('dtIntro.newTitle')}
              </h2>
              <p className={styles.muted}>{t('dtIntro.newText')}</p>
              <GradeModules
                grades={gradesOf(catalogue, next.New)}
                localLanguage={localLanguage}
              />
            </section>
          )}
        </>
      )}
      {save.isError && (
        <div className={styles.section}>
          <Notice
            tone="error"
            role="alert"
            title={t('dtIntro.saveFailedTitle')}
          >
            <p>{t('dtIntro.saveFailed')}</p>
          </Notice>
        </div>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => void navigate(pathOf('learn'))}
        >
          {t('dtIntro.cancel')}
        </Button>
        <Button
          onClick={onStart}
          disabled={save.isPending}
          loading={save.isPending}
        >
          {t('dtIntro.start')}
        </Button>
      </div>
      {expiredWarning && (
        <Dialog
          title={t('dtIntro.expiredTitle')}
          onClose={() => setExpiredWarning(false)}
          closeLabel={t('common:close')}
          footer={
            <>
              <Button
                variant="secondary"
                onClick={() => setExpiredWarning(false)}
              >
                {t('dtIntro.notNow')}
              </Button>
              <Button onClick={startTest}>{t('dtIntro.startAnyway')}</Button>
            </>
          }
        >
          <p>{t('dtIntro.expiredText')}</p>
        </Dialog>
      )}
    </div>
  );
}
