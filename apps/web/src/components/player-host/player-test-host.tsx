import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { ModuleActivityAnswer, PlayerToHost, TestModule } from '@gp/api';
import { errorStatusFor } from '@gp/domain';
import { isApiError, isLogoutError } from '../../lib/api-error';
import { failureTextKeys } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import {
  usePlayerFrame,
  usePlayerLanguage,
} from '../../lib/player/use-player-frame';
import { useLeaveGuard } from '../../lib/player/use-leave-guard';
import { flushLocalRecord } from '../../lib/storage/local-record';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import { Notice } from '../ui/notice';
import type { EarlyPlayerFrame } from './early-player-frame';
import { LeaveTestDialog } from './leave-test-dialog';
import { whenIdle } from '../../lib/when-idle';
import styles from './player-test-host.module.css';

/** The strings a test screen gives the host, each test in its own words (`testing.<key>`). */
export type PlayerTestTextKey =
  | 'title'
  | 'frameTitle'
  | 'quit'
  | 'continue'
  | 'leaveTitle'
  | 'leaveText'
  | 'answered'
  | 'submitting'
  | 'submitFailedTitle'
  | 'submitFailed'
  | 'replacedTitle'
  | 'replaced'
  | 'startAgain';
export type PlayerTestText = (
  key: PlayerTestTextKey,
  values?: { answered: number; total: number },
) => string;

type TrackMessage = Extract<PlayerToHost, { type: 'track' }>;

export interface PlayerTestHostProps<Result> {
  /** The page, for its error status (spec 01 §4, spec 02 §4 Error states). */
  page: 'testing' | 'ct_testing';
  /** The frame's lesson id: `<test key>_<student id>_diagnostic_test`. */
  lessonId: string;
  /** The player's address (lib/player playerAddress), decided once by the screen. */
  src: string;
  /**
   * The page's own frame (EarlyPlayerFrameSlot, issue 16), used instead of
   * one here: the host opens it at `src` unless it opened early, shows it,
   * and names the lesson of an early one, with the address's get-new-data
   * flag, once it has loaded.
   */
  earlyFrame?: { frame: EarlyPlayerFrame; getNewData: boolean };
  modules: TestModule[];
  text: PlayerTestText;
  /** Keeps the test and its idempotency key in the local record; awaited before each submit. */
  store: () => Promise<void>;
  /** Sends the answers; a rejection leaves the test open for a retry. */
  save: (answers: ModuleActivityAnswer[]) => Promise<Result>;
  /** After a successful save: clean up and leave (the leave warning no longer holds). */
  onSaved: (result: Result) => Promise<void> | void;
  /** The student confirmed the leave warning. */
  onQuit: () => void;
  /** Start again after a 409: the test was replaced meanwhile. */
  onStartAgain: () => void;
  /** The frame has the test and shows the first question. */
  onDataStored?: () => void;
  onTrack?: (message: TrackMessage) => void;
  /** The tab is closing or reloading while the test runs. */
  onUnload?: () => void;
}

/**
 * The host of a test in the player frame, shared by the diagnostic test
 * (spec 01 §4) and the custom test (spec 02 §2 ct_testing): the message
 * protocol (lesson data, language, progress, submit), one submission at a
 * time with the answers kept for a retry (a failure resets submitting, spec
 * 02 §4), the replaced-test notice, and the leave warning for in-app
 * navigation and for closing the tab.
 */
export function PlayerTestHost<Result>(props: PlayerTestHostProps<Result>) {
  const { page, lessonId, src, modules, text } = props;
  const { t, i18n } = useTranslation('common');
  const ownFrame = useRef<HTMLIFrameElement>(null);
  const early = props.earlyFrame;
  const frame = early?.frame.ref ?? ownFrame;
  const [progress, setProgress] = useState<{
    answered: number;
    total: number;
  } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [errorStatus, setErrorStatus] = useState<0 | 1 | 2>(0);
  /** Why the last submit failed, told under the notice (lib/error-message). */
  const [failure, setFailure] = useState<unknown>(null);
  const [replaced, setReplaced] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const flags = useRef({
    submitting: false,
    done: false,
    quitting: false,
    lastAnswers: null as ModuleActivityAnswer[] | null,
  });
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const cancelIdleStore = useRef(() => {});
  useEffect(() => () => cancelIdleStore.current(), []);

  const post = usePlayerFrame(frame, lessonId, onPlayerMessage);

  const submit = useCallback(
    async (answers: ModuleActivityAnswer[]) => {
      const f = flags.current;
      // spec 01 §4, spec 02 §4: double submission is blocked.
      if (f.submitting || f.done) return;
      f.submitting = true;
      f.lastAnswers = answers;
      setSubmitting(true);
      setErrorStatus(0);
      try {
        await latest.current.store();
        await flushLocalRecord();
        const result = await latest.current.save(answers);
        f.done = true;
        post({ type: 'submitResult', ok: true });
        await latest.current.onSaved(result);
      } catch (error) {
        // spec 02 §4: failure resets submitting and allows a retry; the answers stay.
        f.submitting = false;
        setSubmitting(false);
        post({ type: 'submitResult', ok: false });
        // 409: the test was replaced meanwhile; retrying cannot help.
        if (isApiError(error, 'Conflict')) setReplaced(true);
        else if (!isLogoutError(error)) {
          setFailure(error);
          setErrorStatus(errorStatusFor(page, 'submit'));
        }
      }
    },
    [page, post],
  );

  function onPlayerMessage(message: PlayerToHost) {
    switch (message.type) {
      case 'requestLessonData':
        if (modules.every((m) => m.Activitys.length === 0))
          console.warn('The test has no activities.');
        post({
          type: 'lessonData',
          kind: 'diagnostic_test',
          modules,
          language: currentLanguage(i18n.language),
        });
        return;
      case 'dataStored':
        // The frame has just shown its first question on the main thread this
        // page shares with it: the test (a JSON copy into IndexedDB) is stored
        // once the page is idle (issue 16). Until then nothing is lost: the
        // player keeps the answers, and a submit stores the test first.
        cancelIdleStore.current();
        cancelIdleStore.current = whenIdle(() => {
          const f = flags.current;
          // After a quit the record must stay without the test.
          if (!f.quitting && !f.done) void latest.current.store();
        });
        latest.current.onDataStored?.();
        return;
      case 'progress':
        setProgress({ answered: message.answered, total: message.total });
        return;
      case 'track':
        latest.current.onTrack?.(message);
        return;
      case 'submit':
        void submit(message.answers);
        return;
      default:
        return;
    }
  }

  usePlayerLanguage(post);

  // Before the first paint: the page's frame opens (unless it has) and shows with the host.
  const setShown = early?.frame.setShown;
  const openFrame = early?.frame.open;
  useLayoutEffect(() => {
    if (!setShown || !openFrame) return;
    openFrame(src);
    setShown(true);
    return () => setShown(false);
  }, [openFrame, setShown, src]);
  const openLesson =
    early?.frame.pending && early.frame.loaded
      ? early.getNewData
        ? '1'
        : '0'
      : null;
  // A layout effect: Preact runs a plain one only after the next frame, and
  // the player waits for this on the way to its first question (issue 16).
  useLayoutEffect(() => {
    if (openLesson) post({ type: 'openLesson', getNewData: openLesson });
  }, [openLesson, post]);

  const blocker = useLeaveGuard(
    () => !flags.current.done && !flags.current.quitting,
    () => latest.current.onUnload?.(),
  );
  const leaveWith = (then: () => void) => {
    flags.current.quitting = true;
    if (blocker.state === 'blocked') blocker.reset();
    setLeaving(false);
    then();
  };
  const keepGoing = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setLeaving(false);
  };
  const retry = () => {
    const answers = flags.current.lastAnswers;
    if (answers) void submit(answers);
  };

  return (
    <div className={early ? styles.contents : styles.testing}>
      <header className={styles.header}>
        <span className={styles.logo}>
          <Logo compact />
        </span>
        <h1 className={styles.title}>{text('title')}</h1>
        <Button
          variant="secondary"
          onClick={() => setLeaving(true)}
          disabled={submitting}
        >
          {text('quit')}
        </Button>
      </header>
      {errorStatus !== 0 && (
        <div className={styles.notice}>
          <Notice
            tone="error"
            role="alert"
            title={text('submitFailedTitle')}
            actions={<Button onClick={retry}>{t('error.retry')}</Button>}
          >
            <p>{text('submitFailed')}</p>
            <p>{t(failureTextKeys(failure).text)}</p>
          </Notice>
        </div>
      )}
      {replaced && (
        <div className={styles.notice}>
          <Notice
            tone="error"
            role="alert"
            title={text('replacedTitle')}
            actions={
              <Button onClick={() => leaveWith(props.onStartAgain)}>
                {text('startAgain')}
              </Button>
            }
          >
            <p>{text('replaced')}</p>
          </Notice>
        </div>
      )}
      <p className="sr-only" role="status">
        {submitting ? text('submitting') : ''}
      </p>
      {!early && (
        <iframe
          ref={ownFrame}
          className={styles.frame}
          src={src}
          title={text('frameTitle')}
        />
      )}
      {(leaving || blocker.state === 'blocked') && (
        <LeaveTestDialog
          progress={progress}
          text={text}
          onContinue={keepGoing}
          onQuit={() => leaveWith(props.onQuit)}
        />
      )}
    </div>
  );
}
