import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomTest, ModuleActivityAnswer, PlayerToHost } from '@gp/api';
import { afterLeavingTest } from '@gp/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { isApiError, isLogoutError } from '../../../lib/api-client';
import { progressQueryOptions } from '../../../lib/api/get-progress';
import { currentLanguage } from '../../../lib/i18n';
import type { LearnEntryState } from '../../../lib/learn-entry';
import { pathOfPage } from '../../../lib/page-path';
import { pathOf } from '../../../lib/paths';
import { playerAddress } from '../../../lib/player/player-frame';
import { useLeaveGuard } from '../../../lib/player/use-leave-guard';
import { usePlayerFrame } from '../../../lib/player/use-player-frame';
import { randomId } from '../../../lib/random-id';
import {
  flushLocalRecord,
  getLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import {
  customTestScoresQueryOptions,
  startCustomTestQueryOptions,
  useSaveCustomTest,
} from '../api/custom-test-api';
import styles from './ct-session.module.css';

/** The submission's idempotency key: the stored one for the same test (a reload), else a new one. */
function idempotencyKeyFor(testKey: string): string {
  const stored = getLocalRecord().studentCustomTest as
    { CustomTestKey?: unknown; IdempotencyKey?: unknown } | undefined;
  return stored?.CustomTestKey === testKey &&
    typeof stored.IdempotencyKey === 'string'
    ? stored.IdempotencyKey
    : randomId();
}

/**
 * spec 02 §2 ct_testing: the player frame with the custom test (type
 * diagnostic_test), the leave warning, one submission with an idempotency
 * key, then learn with the CT results overlay (spec 02 §4 Custom test submit).
 */
export function CtSession({
  test,
  studentId,
  moduleKeys,
  cameFromPage,
}: {
  test: CustomTest;
  studentId: string;
  moduleKeys: readonly string[];
  cameFromPage: boolean;
}) {
  const { t, i18n } = useTranslation(['customTest', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const testKey = test.CustomTestKey;
  const lessonId = `${testKey}_${studentId}_diagnostic_test`;
  const [idempotencyKey] = useState(() => idempotencyKeyFor(testKey));
  const [src] = useState(() =>
    playerAddress({
      lessonId,
      studentId,
      type: 'diagnostic_test',
      lang: currentLanguage(i18n.language),
      getNewData: cameFromPage,
    }),
  );
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [replaced, setReplaced] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const flags = useRef({
    submitting: false,
    done: false,
    quitting: false,
    lastAnswers: null as ModuleActivityAnswer[] | null,
  });
  const { mutateAsync: save } = useSaveCustomTest();

  const post = usePlayerFrame(frame, lessonId, onPlayerMessage);

  const submit = useCallback(
    async (answers: ModuleActivityAnswer[]) => {
      const f = flags.current;
      // spec 02 §4: double submission is blocked.
      if (f.submitting || f.done) return;
      f.submitting = true;
      f.lastAnswers = answers;
      setSubmitting(true);
      setFailed(false);
      try {
        await updateLocalRecord({
          studentCustomTest: {
            CustomTestKey: testKey,
            IdempotencyKey: idempotencyKey,
          },
        });
        await flushLocalRecord();
        const result = await save({
          CustomTestKey: testKey,
          StudentId: studentId,
          IdempotencyKey: idempotencyKey,
          StudentModuleActivityAnswer: answers,
        });
        f.done = true;
        post({ type: 'submitResult', ok: true });
        await updateLocalRecord({
          studentCustomTest: undefined,
          customTestModuleKeys: undefined,
        });
        for (const key of [
          progressQueryOptions(studentId).queryKey,
          customTestScoresQueryOptions(studentId).queryKey,
          startCustomTestQueryOptions(studentId, moduleKeys).queryKey,
        ])
          queryClient.removeQueries({ queryKey: key });
        const state: LearnEntryState = {
          overlay: 'ctResults',
          ctResult: result,
        };
        void navigate(pathOf('learn'), { replace: true, state });
      } catch (error) {
        // spec 02 §4: failure resets submitting and allows a retry.
        f.submitting = false;
        setSubmitting(false);
        post({ type: 'submitResult', ok: false });
        if (isApiError(error, 'Conflict')) setReplaced(true);
        else if (!isLogoutError(error)) setFailed(true);
      }
    },
    [
      idempotencyKey,
      moduleKeys,
      navigate,
      post,
      queryClient,
      save,
      studentId,
      testKey,
    ],
  );

  function onPlayerMessage(message: PlayerToHost) {
    if (message.type === 'requestLessonData')
      post({
        type: 'lessonData',
        kind: 'diagnostic_test',
        modules: test.Modules,
        language: currentLanguage(i18n.language),
      });
    else if (message.type === 'dataStored')
      void updateLocalRecord({
        studentCustomTest: {
          CustomTestKey: testKey,
          IdempotencyKey: idempotencyKey,
        },
      });
    else if (message.type === 'submit') void submit(message.answers);
  }

  const blocker = useLeaveGuard(
    () => !flags.current.done && !flags.current.quitting,
  );
  const keepGoing = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setLeaving(false);
  };
  // spec 02 §2: confirming the leave warning sends the student back to the custom test page.
  const quit = () => {
    flags.current.quitting = true;
    if (blocker.state === 'blocked') blocker.reset();
    setLeaving(false);
    void navigate(pathOfPage(afterLeavingTest('ct_testing')), {
      replace: true,
    });
  };

  return (
    <div className={styles.testing}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('testing.title')}</h1>
        <Button
          variant="secondary"
          onClick={() => setLeaving(true)}
          disabled={submitting}
        >
          {t('testing.quit')}
        </Button>
      </header>
      {failed && (
        <Notice
          tone="error"
          role="alert"
          title={t('testing.submitFailedTitle')}
          actions={
            <Button
              onClick={() => {
                const answers = flags.current.lastAnswers;
                if (answers) void submit(answers);
              }}
            >
              {t('common:error.retry')}
            </Button>
          }
        >
          <p>{t('testing.submitFailed')}</p>
        </Notice>
      )}
      {replaced && (
        <Notice
          tone="error"
          role="alert"
          title={t('testing.replacedTitle')}
          actions={<Button onClick={quit}>{t('testing.startAgain')}</Button>}
        >
          <p>{t('testing.replaced')}</p>
        </Notice>
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
        <Dialog
          title={t('testing.leaveTitle')}
          onClose={keepGoing}
          closeLabel={t('testing.continue')}
          footer={
            <>
              <Button variant="secondary" onClick={quit}>
                {t('testing.leave')}
              </Button>
              <Button onClick={keepGoing}>{t('testing.continue')}</Button>
            </>
          }
        >
          <p>{t('testing.leaveText')}</p>
        </Dialog>
      )}
    </div>
  );
}
