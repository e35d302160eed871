import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import {
  authorityFor,
  can,
  hasStudyPath,
  learnDecision,
  latestCustomTestResult,
  learnTabOnEntry,
  marketLanguage,
  nextCoachMark,
  openModuleDecision,
  progressFacts,
  takeTestWarning,
  type LearnOverlay,
  type LearnTab,
  type LearnWarningPopup,
} from '@gp/domain';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { GradesMissingAlert } from '../../../components/course/grades-missing-alert';
import { DecisionRedirect } from '../../../components/layout/decision-redirect';
import { PageLoadState } from '../../../components/layout/page-load-state';
import { Notice } from '../../../components/ui/notice';
import { PageHeading } from '../../../components/ui/page-heading';
import { readLearnEntryState } from '../../../lib/learn-entry';
import { pathOf } from '../../../lib/paths';
import {
  getLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { useLearnData } from '../hooks/use-learn-data';
import { HomeAd } from './home-ad';
import { readGpCookie } from '../../../lib/gp-cookie';
import { CoachMark } from './coach-mark';
import { LearnOverlays, LearnResultsEntry } from './learn-overlays';
import { LearnMoreWarning } from './learn-more-warning';
import { LearnTabs } from './learn-tabs';
import { TrialBanner } from './trial-banner';
import styles from './learn.module.css';

const TITLE_ID = 'learn-title';
const asTab = (n: number | undefined): LearnTab | null =>
  n === 1 || n === 2 || n === 3 ? n : null;

/**
 * spec 02 §2 Learn page: three tabs (Recommended, All modules, Requires
 * attention; this issue builds the first), the DT results overlay after a
 * test, and the redirects (no profile -> welcome, first-time -> ready_go).
 */
export function LearnPage() {
  const {
    student,
    userId,
    profile,
    hasProfile,
    userInfo,
    progress,
    catalogue,
    practice,
    ctScores,
    lessonStart,
    load,
  } = useLearnData();
  const { t } = useTranslation(['learn', 'common', 'lessons']);
  const navigate = useNavigate();
  const location = useLocation();
  const entry = readLearnEntryState(location.state);
  const [tab, setTab] = useState<LearnTab>(() =>
    learnTabOnEntry({
      storedTab: asTab(getLocalRecord().learnPageTabStatus),
      returnedViaModuleLessonBack: entry.returnedViaModuleLessonBack === true,
    }),
  );
  // spec 02 §2 overlays: 1 DT results, opened by the address's state (after a test) or by hand.
  const [opened, setOpened] = useState<LearnOverlay>(0);
  const [closedEntry, setClosedEntry] = useState<string | null>(null);
  // spec 02 §2 Learn warning popup: 2 expired, 3 learn more.
  const [warning, setWarning] = useState<LearnWarningPopup>(0);
  const fromEntry = closedEntry !== location.key;
  const overlay: LearnOverlay =
    opened ||
    (entry.overlay === 'dtResults' && fromEntry
      ? 1
      : entry.overlay === 'ctResults' && entry.ctResult && fromEntry
        ? 2
        : 0);
  const wasOpen = useRef(false);
  // The home-page ad waits while a coach mark shows (spec 02 §4: lowest priority).
  const [coachShowing, setCoachShowing] = useState(
    () => nextCoachMark(readGpCookie().coachMarks) !== null,
  );

  // After the overlay closes, focus goes to the page's heading rather than the top of the page.
  useLayoutEffect(() => {
    if (overlay !== 0) {
      wasOpen.current = true;
      return;
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      document.getElementById(TITLE_ID)?.focus();
    }
  }, [overlay]);

  const answered =
    load.status === 'ready' &&
    !!progress.data &&
    !!userInfo.data &&
    !!catalogue;

  if (!student) return null;
  const heading = (
    <PageHeading
      id={TITLE_ID}
      title={t('common:pages.learn')}
      lead={t('lead', { name: student.firstName })}
    />
  );
  if (load.status === 'ready') {
    const decision = learnDecision({
      hasProfile,
      isFirstTime: progress.data?.IsFirstTime ?? true,
      hasStudyPath: hasStudyPath(profile.data),
    });
    if (decision.type === 'redirect')
      return <DecisionRedirect decision={decision} />;
  }
  // The tip needs none of the answers: it shows while they load, in the place
  // it keeps once they are in (the page's largest text paints with its first
  // paint, issue 16), above the banners that the answers may add.
  const coachMark = (
    <CoachMark className={styles.banner} onShowingChange={setCoachShowing} />
  );
  if (
    !answered ||
    load.status !== 'ready' ||
    !progress.data ||
    !userInfo.data ||
    !catalogue
  )
    return (
      <div className={styles.page}>
        {heading}
        {coachMark}
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
  const data = progress.data;
  const authority = authorityFor(userInfo.data.UserStatus, data);
  const local = marketLanguage(student.marketRegion);
  const localLanguage = local === 'en-US' ? undefined : local;
  const latest =
    data.DiagnosticTestProgress.UserDiagnosticTestScoreSummary.at(-1);
  // Overlay 2 shows the test just submitted, else the latest custom test (reopened by hand).
  const latestCt = latestCustomTestResult(ctScores.data ?? []);
  const ctResult =
    entry.overlay === 'ctResults' && fromEntry && entry.ctResult
      ? entry.ctResult
      : latestCt;

  const selectTab = (next: LearnTab) => {
    setTab(next);
    void updateLocalRecord({ learnPageTabStatus: next });
  };
  const closeOverlay = () => {
    setOpened(0);
    setClosedEntry(location.key);
    // The overlay came with the address's state: a reload must not open it again.
    if (entry.overlay) void navigate('.', { replace: true, state: null });
  };
  const openModule = (moduleKey: string) => {
    const decision = openModuleDecision(authority, moduleKey);
    if (decision.type !== 'redirect') return;
    if (decision.to === 'module_lesson') {
      void updateLocalRecord({
        remediationModuleKey: moduleKey,
        targetPage: 'learn',
      });
      void navigate(pathOf('module_lesson'));
    } else goToPurchaseGuide();
  };
  const goToPurchaseGuide = () => {
    void updateLocalRecord({ identificationOfEntryPage: 'learn' });
    void navigate(pathOf('purchase_guide'));
  };
  // spec 02 §6: with no test left a demo or expired student gets the warning instead.
  const takeTest = () => {
    const next = takeTestWarning({
      authority,
      testsTaken: progressFacts(data).testsTaken,
    });
    if (next === 0) void navigate(pathOf('dt_intro'));
    else setWarning(next);
  };

  return (
    <div className={styles.page}>
      {heading}
      {coachMark}
      {can(authority, 'seeExpiredWarning') && (
        <div className={styles.banner}>
          <Notice tone="warning" title={t('expired.title')}>
            <p>{t('expired.text')}</p>
          </Notice>
        </div>
      )}
      {can(authority, 'seeUpgradePrompts') && (
        <TrialBanner
          className={styles.banner}
          onGetFullVersion={goToPurchaseGuide}
        />
      )}
      <LearnResultsEntry
        hasDt={latest !== undefined}
        hasCt={latestCt !== null}
        onOpen={setOpened}
      />
      <LearnTabs
        tab={tab}
        onSelectTab={selectTab}
        progress={data}
        catalogue={catalogue}
        practice={practice.data}
        ctScores={ctScores.data}
        authority={authority}
        localLanguage={localLanguage}
        onOpenModule={openModule}
        studyButton={lessonStart.studyButton}
        onStartLesson={lessonStart.start}
        onTakeTest={takeTest}
        onShowResults={() => setOpened(1)}
        onRetest={() => void navigate(pathOf('custom_test'))}
      />
      {(lessonStart.warning || warning === 2) && (
        <AlertDialog
          title={t('lessons:expired.warningTitle')}
          message={
            warning === 2 ? t('expired.text') : t('lessons:expired.warningText')
          }
          buttonLabel={t('lessons:expired.gotIt')}
          onConfirm={
            warning === 2 ? () => setWarning(0) : lessonStart.confirmWarning
          }
        />
      )}
      {warning === 3 && (
        <LearnMoreWarning
          onGetFullVersion={goToPurchaseGuide}
          onClose={() => setWarning(0)}
        />
      )}
      <LearnOverlays
        overlay={overlay}
        userId={userId}
        latestDt={latest}
        ctResult={ctResult}
        progress={data}
        catalogue={catalogue}
        localLanguage={localLanguage}
        onOpen={setOpened}
        onClose={closeOverlay}
      />
      <HomeAd
        userId={userId}
        userStatus={userInfo.data.UserStatus}
        overlay={overlay}
        otherPopupOpen={lessonStart.warning || warning !== 0 || coachShowing}
        onHaveATry={() => {
          const first = authority.canRemediationModules?.[0];
          if (first) openModule(first);
        }}
      />
    </div>
  );
}
