import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import type { DiagnosticTest, ModuleActivityAnswer } from '@gp/api';
import { afterLeavingTest } from '@gp/domain';
import type { EarlyPlayerFrame } from '../../../components/player-host/early-player-frame';
import { PlayerTestHost } from '../../../components/player-host/player-test-host';
import { progressQueryOptions } from '../../../lib/api/get-progress';
import { currentLanguage } from '../../../lib/i18n';
import type { LearnEntryState } from '../../../lib/learn-entry';
import { pathOfPage } from '../../../lib/page-path';
import { pathOf } from '../../../lib/paths';
import { playerAddress, testLessonId } from '../../../lib/player/player-frame';
import { updateLocalRecord } from '../../../lib/storage/local-record';
import { useSaveDiagnosticTest } from '../api/save-diagnostic-test';
import { startDiagnosticTestQueryOptions } from '../api/start-diagnostic-test';
import { analyticsEvent, trackingEventOf } from '../lib/player-host';
import { sessionStart } from '../lib/session-start';
import { createTrackingQueue } from '../lib/tracking-queue';

export interface TestSessionProps {
  test: DiagnosticTest;
  studentId: string;
  /** The student came here from another page of the app (not a reload). */
  cameFromPage: boolean;
  /** The frame the testing page opened before the test was known (issue 16). */
  earlyFrame?: EarlyPlayerFrame;
}

/**
 * The running diagnostic test (spec 01 §4 Diagnostic test flow) in the
 * shared player host: the test kept in the local record with its
 * idempotency key, tracking (StartDT, the player's events, SubmitDT), learn
 * with the DT results overlay after the submission, and dt_intro after Quit
 * test.
 */
export function TestSession({
  test,
  studentId,
  cameFromPage,
  earlyFrame,
}: TestSessionProps) {
  const { t, i18n } = useTranslation('diagnosticTest');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const testKey = test.DiagnosticTestKey;
  const lessonId = testLessonId(testKey, studentId);
  const [session] = useState(() => sessionStart(testKey, cameFromPage));
  const [src] = useState(() =>
    playerAddress({
      lessonId,
      studentId,
      type: 'diagnostic_test',
      lang: currentLanguage(i18n.language),
      getNewData: session.getNewData,
    }),
  );
  const tracking = useMemo(() => createTrackingQueue(), []);
  // PUT StudentDiagnosticTest/Save/ through its mutation hook; mutateAsync is stable across renders.
  const { mutateAsync: saveTest } = useSaveDiagnosticTest();
  useEffect(() => () => tracking.flush(), [tracking]);

  // spec 01 §4: when the frame reports data stored, the test is stored (with its key).
  const store = () =>
    updateLocalRecord({
      studentDiagnosticTest: {
        ...test,
        IdempotencyKey: session.idempotencyKey,
      },
      quitDiagnosticTestKey: undefined,
    });
  const save = (answers: ModuleActivityAnswer[]) =>
    saveTest({
      DiagnosticTestKey: testKey,
      StudentId: studentId,
      IdempotencyKey: session.idempotencyKey,
      StudentModuleActivityAnswer: answers,
    });
  const onSaved = async () => {
    tracking.push(analyticsEvent('SubmitDT', testKey));
    tracking.flush();
    await updateLocalRecord({ studentDiagnosticTest: undefined });
    queryClient.removeQueries({
      queryKey: progressQueryOptions(studentId).queryKey,
    });
    queryClient.removeQueries({
      queryKey: startDiagnosticTestQueryOptions(studentId).queryKey,
    });
    const state: LearnEntryState = { overlay: 'dtResults' };
    void navigate(pathOf('learn'), { replace: true, state });
  };
  // spec 01 §2: confirming returns to dt_intro; the next start begins afresh.
  const quit = () => {
    tracking.flush();
    void updateLocalRecord({
      studentDiagnosticTest: undefined,
      quitDiagnosticTestKey: testKey,
    });
    void navigate(pathOfPage(afterLeavingTest('testing')), { replace: true });
  };
  const startAgain = () => {
    void updateLocalRecord({ studentDiagnosticTest: undefined });
    queryClient.removeQueries({
      queryKey: startDiagnosticTestQueryOptions(studentId).queryKey,
    });
    void navigate(pathOfPage(afterLeavingTest('testing')), { replace: true });
  };

  return (
    <PlayerTestHost
      page="testing"
      lessonId={lessonId}
      src={src}
      earlyFrame={
        earlyFrame && { frame: earlyFrame, getNewData: session.getNewData }
      }
      modules={test.Modules}
      text={(key, values) => t(`testing.${key}`, values)}
      store={store}
      save={save}
      onSaved={onSaved}
      onQuit={quit}
      onStartAgain={startAgain}
      onDataStored={() => tracking.push(analyticsEvent('StartDT', testKey))}
      onTrack={(message) => tracking.push(trackingEventOf(message, testKey))}
      // The answers stay in the player's storage; the tracking so far goes now.
      onUnload={() => tracking.flush()}
    />
  );
}
