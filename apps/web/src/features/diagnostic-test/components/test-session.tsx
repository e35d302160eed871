import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  DiagnosticTest,
  ModuleActivityAnswer,
  PlayerToHost,
} from '@gp/api';
import { afterLeavingTest, errorStatusFor } from '@gp/domain';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { Notice } from '../../../components/ui/notice';
import { isApiError, isLogoutError } from '../../../lib/api-client';
import { progressQueryOptions } from '../../../lib/api/get-progress';
import { currentLanguage } from '../../../lib/i18n';
import type { LearnEntryState } from '../../../lib/learn-entry';
import { pathOfPage } from '../../../lib/page-path';
import { pathOf } from '../../../lib/paths';
import {
  flushLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { useSaveDiagnosticTest } from '../api/save-diagnostic-test';
import { startDiagnosticTestQueryOptions } from '../api/start-diagnostic-test';
import {
  analyticsEvent,
  lessonIdOf,
  playerUrl,
  trackingEventOf,
} from '../lib/player-host';
import { sessionStart } from '../lib/session-start';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { usePlayerChannel } from '../hooks/use-player-channel';
import { createTrackingQueue } from '../lib/tracking-queue';
import { LeaveTestDialog } from './leave-test-dialog';
import styles from './testing.module.css';

export interface TestSessionProps {
  test: DiagnosticTest;
  studentId: string;
  /** The student came here from another page of the app (not a reload). */
  cameFromPage: boolean;
}

/**
 * The running diagnostic test (spec 01 §4 Diagnostic test flow): the player
 * frame and its protocol, tracking, the submission (once, with an
 * idempotency key kept in the local record), and the leave warning for
 * in-app navigation and for closing the tab.
 */
export function TestSession({
  test,
  studentId,
  cameFromPage,
}: TestSessionProps) {
  const { t, i18n } = useTranslation(['diagnosticTest', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const testKey = test.DiagnosticTestKey;
  const lessonId = lessonIdOf(testKey, studentId);
  const [session] = useState(() => sessionStart(testKey, cameFromPage));
  const [src] = useState(() =>
    playerUrl({
      lessonId,
      studentId,
      lang: currentLanguage(i18n.language),
      getNewData: session.getNewData,
    }),
  );
  const [progress, setProgress] = useState<{
    answered: number;
    total: number;
  } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [errorStatus, setErrorStatus] = useState<0 | 1 | 2>(0);
  const [replaced, setReplaced] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const flags = useRef({
    submitting: false,
    done: false,
    quitting: false,
    lastAnswers: null as ModuleActivityAnswer[] | null,
  });
  const tracking = useMemo(() => createTrackingQueue(), []);
  // PUT StudentDiagnosticTest/Save/ through its mutation hook; mutateAsync is stable across renders.
  const { mutateAsync: saveTest } = useSaveDiagnosticTest();

  const post = usePlayerChannel(frame, lessonId, onPlayerMessage);

  // spec 01 §4: when the frame reports data stored, the test is stored (with its key).
  const storeTest = useCallback(
    () =>
      updateLocalRecord({
        studentDiagnosticTest: {
          ...test,
          IdempotencyKey: session.idempotencyKey,
        },
        quitDiagnosticTestKey: undefined,
      }),
    [test, session.idempotencyKey],
  );

  const submit = useCallback(
    async (answers: ModuleActivityAnswer[]) => {
      const f = flags.current;
      // spec 01 §4: double submission is blocked.
      if (f.submitting || f.done) return;
      f.submitting = true;
      f.lastAnswers = answers;
      setSubmitting(true);
      setErrorStatus(0);
      try {
        await storeTest();
        await flushLocalRecord();
        await saveTest({
          DiagnosticTestKey: testKey,
          StudentId: studentId,
          IdempotencyKey: session.idempotencyKey,
          StudentModuleActivityAnswer: answers,
        });
        f.done = true;
        post({ type: 'submitResult', ok: true });
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
      } catch (error) {
        // spec 01 §4: failure resets submitting and sets errorStatus (1 on this page); answers stay.
        f.submitting = false;
        setSubmitting(false);
        post({ type: 'submitResult', ok: false });
        // 409: the test was replaced (the grade changed elsewhere); retrying cannot help.
        if (isApiError(error, 'Conflict')) setReplaced(true);
        else if (!isLogoutError(error))
          setErrorStatus(errorStatusFor('testing', 'submit'));
      }
    },
    [
      navigate,
      post,
      queryClient,
      saveTest,
      session.idempotencyKey,
      storeTest,
      studentId,
      testKey,
      tracking,
    ],
  );

  function onPlayerMessage(message: PlayerToHost) {
    switch (message.type) {
      case 'requestLessonData':
        if (test.Modules.every((m) => m.Activitys.length === 0))
          console.warn('The diagnostic test has no activities.');
        post({
          type: 'lessonData',
          kind: 'diagnostic_test',
          modules: test.Modules,
          language: currentLanguage(i18n.language),
        });
        return;
      case 'dataStored':
        void storeTest();
        tracking.push(analyticsEvent('StartDT', testKey));
        return;
      case 'progress':
        setProgress({ answered: message.answered, total: message.total });
        return;
      case 'track':
        tracking.push(trackingEventOf(message, testKey));
        return;
      case 'submit':
        void submit(message.answers);
        return;
    }
  }

  // The player follows the interface language.
  useEffect(() => {
    const onChange = (lng: string) =>
      post({ type: 'language', language: currentLanguage(lng) });
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, post]);

  useEffect(() => () => tracking.flush(), [tracking]);

  const blocker = useLeaveWarning(
    () => !flags.current.done && !flags.current.quitting,
    // The answers stay in the player's storage; the tracking so far goes now.
    () => tracking.flush(),
  );

  const keepGoing = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setLeaving(false);
  };
  // spec 01 §2: confirming returns to dt_intro; the next start begins afresh.
  const quit = () => {
    flags.current.quitting = true;
    if (blocker.state === 'blocked') blocker.reset();
    setLeaving(false);
    tracking.flush();
    void updateLocalRecord({
      studentDiagnosticTest: undefined,
      quitDiagnosticTestKey: testKey,
    });
    void navigate(pathOfPage(afterLeavingTest('testing')), { replace: true });
  };
  const startAgain = () => {
    flags.current.quitting = true;
    void updateLocalRecord({ studentDiagnosticTest: undefined });
    queryClient.removeQueries({
      queryKey: startDiagnosticTestQueryOptions(studentId).queryKey,
    });
    void navigate(pathOfPage(afterLeavingTest('testing')), { replace: true });
  };
  const retry = () => {
    const answers = flags.current.lastAnswers;
    if (answers) void submit(answers);
  };

  return (
    <div className={styles.testing}>
      <header className={styles.header}>
        <span className={styles.logo}>
          <Logo compact />
        </span>
        <h1 className={styles.title}>{t('testing.title')}</h1>
        <Button
          variant="secondary"
          onClick={() => setLeaving(true)}
          disabled={submitting}
        >
          {t('testing.quit')}
        </Button>
      </header>
      {errorStatus === 1 && (
        <div className={styles.notice}>
          <Notice
            tone="error"
            role="alert"
            title={t('testing.submitFailedTitle')}
            actions={<Button onClick={retry}>{t('common:error.retry')}</Button>}
          >
            <p>{t('testing.submitFailed')}</p>
          </Notice>
        </div>
      )}
      {replaced && (
        <div className={styles.notice}>
          <Notice
            tone="error"
            role="alert"
            title={t('testing.replacedTitle')}
            actions={
              <Button onClick={startAgain}>{t('testing.startAgain')}</Button>
            }
          >
            <p>{t('testing.replaced')}</p>
          </Notice>
        </div>
      )}
      <p className="sr-only" role="status">
        {submitting ? t('testing.submitting') : ''}
      </p>
      <iframe
        ref={frame}
        className={styles.frame}
        src={src}
        title={t('testing.frameTitle')}
      />
      {(leaving || blocker.state === 'blocked') && (
        <LeaveTestDialog
          progress={progress}
          onContinue={keepGoing}
          onQuit={quit}
        />
      )}
    </div>
  );
}
