import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useNavigationType } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import type { DiagnosticTest, TestModule } from '@gp/api';
import {
  assembleTestModules,
  authorityFor,
  hasStudyPath,
  progressFacts,
  testDataDecision,
  testingDecision,
} from '@gp/domain';
import { PageLoadState } from '../../../components/layout/page-load-state';
import { StudentPage } from '../../../components/layout/student-page';
import {
  EarlyPlayerFrameSlot,
  type EarlyPlayerFrame,
} from '../../../components/player-host/early-player-frame';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { studentProfileQueryOptions } from '../../../lib/api/get-student-profile';
import { currentLanguage } from '../../../lib/i18n';
import { pathOf } from '../../../lib/paths';
import { pendingPlayerAddress } from '../../../lib/player/player-frame';
import {
  getLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { pageLoadOf } from '../../../lib/student/page-queries';
import { useStudent } from '../../../lib/student/use-student';
import {
  createEarlyStart,
  useStartDiagnosticTest,
  type EarlyStart,
} from '../api/start-diagnostic-test';
import { takeEntryStart } from '../api/prefetch-testing-data';
import { mayStartEarly } from '../lib/early-start';
import { TestSession } from './test-session';
import styles from './diagnostic-test.module.css';

/** spec 01 §5: the test data as the frame gets it, skipping (with a warning) what cannot be shown. */
function assemble(test: DiagnosticTest): DiagnosticTest {
  const { modules, warnings } = assembleTestModules(test.Modules);
  for (const w of warnings) console.warn(`Diagnostic test data: ${w}`);
  // assembleTestModules keeps the modules and activities it is given, only fewer of them.
  return { ...test, Modules: modules as unknown as TestModule[] };
}

/**
 * spec 01 §2 testing: the redirects of spec 01 §4, then the test started on
 * the server and run in the player frame. Load failures are errorStatus 2.
 */
export function TestingPage() {
  const { t, i18n } = useTranslation(['diagnosticTest']);
  const navigationType = useNavigationType();
  // A fresh page load (a reload, a restored tab) is a POP; arriving from a page of the app is not.
  const [cameFromPage] = useState(() => navigationType !== 'POP');

  // spec 01 §4: on entry the stored custom test is reset (the stored diagnostic test is the session's).
  useEffect(() => {
    void updateLocalRecord({ studentCustomTest: undefined });
  }, []);
  // The start goes beside the profile, progress and user info, not after them (issue 16):
  // at once when the profile kept since sign-in has a study path (the app's saves never
  // take one away: set_level and dt_intro only set one), else once the profile answers.
  const userId = useStudent()?.userId ?? '';
  // The player boots in its frame while the test is started (issue 16).
  const [frameSrc] = useState(() =>
    userId
      ? pendingPlayerAddress({
          studentId: userId,
          type: 'diagnostic_test',
          lang: currentLanguage(i18n.language),
        })
      : null,
  );
  // The start is on its way: at once when it goes at once (below).
  const [startSent, setStartSent] = useState(
    () => userId !== '' && mayStartEarly(getLocalRecord().studentProfile),
  );
  const queryClient = useQueryClient();
  // Sent by main.tsx already on a visit that began here (prefetch-testing-data).
  const [earlyStart] = useState(
    () => takeEntryStart(userId) ?? createEarlyStart(),
  );
  useEffect(() => {
    if (!userId) return;
    if (mayStartEarly(getLocalRecord().studentProfile)) {
      earlyStart.begin();
      return;
    }
    queryClient.fetchQuery(studentProfileQueryOptions(userId)).then(
      (profile) => {
        if (!mayStartEarly(profile)) return;
        earlyStart.begin();
        setStartSent(true);
      },
      // The page shows the profile's failure with its Retry.
      () => {},
    );
  }, [earlyStart, queryClient, userId]);

  const heading = <PageHeading title={t('testing.title')} />;
  return (
    <EarlyPlayerFrameSlot
      pendingSrc={frameSrc}
      waiting={startSent}
      title={t('testing.frameTitle')}
    >
      {(earlyFrame) => (
        <StudentPage
          needs={{ progress: 'always', userInfo: true }}
          decide={(data) =>
            testingDecision({
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
          {({ student }) => (
            <StartedTest
              studentId={student.userId}
              early={earlyStart}
              earlyFrame={frameSrc ? earlyFrame : undefined}
              cameFromPage={cameFromPage}
              heading={heading}
            />
          )}
        </StudentPage>
      )}
    </EarlyPlayerFrameSlot>
  );
}

/** The test the server starts (or the open one again), then the session in the player frame. */
function StartedTest({
  studentId,
  early,
  earlyFrame,
  cameFromPage,
  heading,
}: {
  studentId: string;
  early: EarlyStart;
  earlyFrame: EarlyPlayerFrame | undefined;
  cameFromPage: boolean;
  heading: ReactNode;
}) {
  const { t } = useTranslation(['diagnosticTest', 'course', 'common']);
  const navigate = useNavigate();
  const start = useStartDiagnosticTest(studentId, early);
  const test = useMemo(
    () => (start.data ? assemble(start.data) : null),
    [start.data],
  );
  const load = pageLoadOf([start]);
  if (load.status !== 'ready' || !test)
    return (
      <div className={styles.page}>
        {heading}
        <PageLoadState load={load} />
      </div>
    );

  // spec 01 §4, §8: missing or empty test data shows an alert and goes to dt_intro.
  const data = testDataDecision(test.Modules.length);
  if (data.type === 'redirect')
    return (
      <div className={styles.page}>
        {heading}
        <AlertDialog
          title={t('course:alerts.testMissing')}
          message={t('course:alerts.testMissingNote')}
          buttonLabel={t('course:alerts.ok')}
          onConfirm={() => {
            if (data.alert) console.warn(data.alert);
            void navigate(pathOf('dt_intro'), { replace: true });
          }}
        />
      </div>
    );

  return (
    <TestSession
      test={test}
      studentId={studentId}
      cameFromPage={cameFromPage}
      earlyFrame={earlyFrame}
    />
  );
}
