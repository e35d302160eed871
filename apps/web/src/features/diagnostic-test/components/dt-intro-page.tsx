import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import {
  authorityFor,
  can,
  dtIntroDecision,
  expectedMinutes,
  expectedQuestionCount,
  hasStudyPath,
  marketLanguage,
  offeredStartPoints,
  progressFacts,
} from '@gp/domain';
import { GradeModules } from '../../../components/course/grade-modules';
import { StudentPage } from '../../../components/layout/student-page';
import { prefetchPlayer } from '../../../components/player-host/prefetch-player';
import { whenIdle } from '../../../lib/when-idle';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import { PageHeading } from '../../../components/ui/page-heading';
import { SelectField } from '../../../components/ui/select-field';
import { useSaveProfile } from '../../../lib/api/save-profile';
import { gradeOf, gradesOf } from '../../../lib/course/catalogue';
import { currentLanguage } from '../../../lib/i18n';
import { pathOf } from '../../../lib/paths';
import { startPointSaveBody } from '../../../lib/student/profile-body';
import type { ReadyStudentPage } from '../../../lib/student/use-student-page-data';
import styles from './diagnostic-test.module.css';

/**
 * spec 01 §2 dt_intro: title Test, about 100 questions (the real count), 20-30 minutes; a
 * first-time student sees the grades with their modules, the profile's grade
 * chosen and switchable; a returning student sees last time's modules to
 * verify and the new ones. Start the test or Cancel.
 */
export function DtIntroPage() {
  const { t } = useTranslation(['diagnosticTest', 'common']);
  const heading = (
    <PageHeading title={t('dtIntro.title')} lead={t('dtIntro.lead')} />
  );
  return (
    <StudentPage
      needs={{ progress: 'always', userInfo: true, catalogue: true }}
      decide={(data) =>
        dtIntroDecision({
          hasProfile: data.hasProfile,
          hasStudyPath: hasStudyPath(data.profile),
          facts: progressFacts(data.progress),
          authority: authorityFor(data.userInfo.UserStatus, data.progress),
          userStatus: data.userInfo.UserStatus,
        })
      }
      frame={(body) => (
        <div className={styles.page}>
          {heading}
          {body}
        </div>
      )}
    >
      {(data) => <DtIntroContent data={data} heading={heading} />}
    </StudentPage>
  );
}

function DtIntroContent({
  data: { student, profile: saved, progress, userInfo, catalogue },
  heading,
}: {
  data: ReadyStudentPage<
    { progress: 'always'; userInfo: true; catalogue: true },
    Record<never, never>
  >;
  heading: ReactNode;
}) {
  const { t, i18n } = useTranslation(['diagnosticTest', 'common']);
  const navigate = useNavigate();
  const save = useSaveProfile(student.userId);
  const [grade, setGrade] = useState<string | null>(null);
  const [expiredWarning, setExpiredWarning] = useState(false);
  // The test comes next: its player's files, and the testing screen's code
  // once the page is idle, are fetched while the student reads this page (issue 16).
  useEffect(() => {
    prefetchPlayer();
    return whenIdle(() => {
      import('./testing-page').catch(() => {
        // The route loads it itself when the student goes on.
      });
    }, 2000);
  }, []);
  const authority = authorityFor(userInfo.UserStatus, progress);
  const expired = can(authority, 'seeExpiredWarning');
  const next = progress.DiagnosticTestProgress.NextDiagnosticTest;
  const firstTime = progress.IsFirstTime;
  const local = marketLanguage(student.marketRegion);
  const localLanguage = local === 'en-US' ? undefined : local;
  // spec 01 §4 Set-level: the picker offers the start points the rule allows (issue 15).
  const offered = offeredStartPoints(catalogue.grades, saved.EducationGradeKey);
  const savedStart = saved.StartPointGradeKey.trim() || saved.EducationGradeKey;
  const chosen =
    grade ??
    (offered.some((g) => g.key === savedStart)
      ? savedStart
      : (offered.find((g) => g.key === saved.EducationGradeKey)?.key ??
        offered[0]?.key ??
        ''));
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
            options={offered.map((g) => ({
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
          <ErrorNotice
            title={t('dtIntro.saveFailedTitle')}
            error={save.error}
          />
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
