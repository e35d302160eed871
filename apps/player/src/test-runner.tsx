import type { QuestionResponse, QuizResult } from '@gp/api';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from './i18n/use-translation';
import { ProgressHeader } from './components/progress-header';
import { QuestionOverview } from './components/question-overview';
import { QuestionView } from './components/question-view';
import { QuizResultView } from './components/quiz-result';
import { SubmitStep } from './components/submit-step';
import type { HostChannel } from './host/host-channel';
import { useTrack } from './host/use-track';
import { answerState, emptyResponse } from './question-types/registry';
import { QuestionClock } from './session/question-clock';
import type { QuestionEntry } from './session/question-entries';
import type { SessionStart } from './session/restore-session';
import { initialSessionState, sessionReducer } from './session/session-state';
import { buildSubmission } from './session/submission';
import type { AnswerStore } from './storage/answer-store';
import './styles/test.css';

interface Props {
  lessonId: string;
  entries: readonly QuestionEntry[];
  start: SessionStart;
  host: HostChannel;
  store: AnswerStore;
  isDiagnosticTest: boolean;
  /** How long to wait for the host's submitResult before offering Retry. */
  submitTimeoutMs: number;
  /**
   * The lesson's explainer came first (ExplainerRunner): it announced the
   * start to the host, and focus moves to the first question.
   */
  afterExplainer?: boolean;
  /** A lesson's quiz (spec 02 §2 page status 3): its own wording, and the result when the host sends it. */
  isQuiz?: boolean;
}

/**
 * A running test: one question at a time, the overview and the submit step.
 * Every change is saved (DESIGN.md §4 Nothing typed is lost) and reported to
 * the host; the host sends the answers on and the server scores them.
 */
export function TestRunner({
  lessonId,
  entries,
  start,
  host,
  store,
  isDiagnosticTest,
  submitTimeoutMs,
  afterExplainer = false,
  isQuiz = false,
}: Props) {
  const [state, dispatch] = useReducer(
    sessionReducer,
    start,
    initialSessionState,
  );
  const [clock] = useState(() => new QuestionClock(start.timings));
  const { t } = useTranslation();
  const [quizResult, setQuizResult] = useState<QuizResult | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(afterExplainer);
  const started = useRef(false);
  const submitting = useRef(false);
  const ended = useRef(false);
  const sent = useRef(false);
  const finished = useRef(false);
  const submitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(
    undefined,
  );
  const total = entries.length;
  const states = entries.map((e) =>
    answerState(e.question, state.responses[e.id] ?? emptyResponse(e.question)),
  );
  const answered = states.filter((s) => s === 'complete').length;
  const entry = entries[state.index];

  const track = useTrack(host);
  const page = (e: QuestionEntry) => e.question.questionKey.slice(0, 100);

  // Read by the benchmark: iframe load to the first question on screen (issue 5).
  useEffect(() => {
    performance.mark('player:first-question');
  }, []);

  // Once, as the first render is committed: the host learns the test is shown
  // and where it starts. A layout effect, so that nothing the student does can
  // be posted before it (Preact runs a plain effect only after the next frame).
  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!afterExplainer) {
      host.post({
        type: 'dataStored',
        questionCount: total,
        resumed: start.resumed,
      });
      track('LessonStart');
      if (isDiagnosticTest) track('DtStart');
    }
    const first = entries[start.index];
    if (first) {
      clock.start(first.id);
      track('PageStart', { page: page(first) });
    }
  }, [
    afterExplainer,
    clock,
    entries,
    host,
    isDiagnosticTest,
    start,
    total,
    track,
  ]);

  const snapshot = useCallback(
    () => ({
      version: 1 as const,
      lessonId,
      questionIds: entries.map((e) => e.id),
      currentIndex: state.index,
      responses: state.responses,
      timings: clock.snapshot(),
      savedAt: new Date().toISOString(),
    }),
    [clock, entries, lessonId, state.index, state.responses],
  );

  // Saved on every change of an answer or of the question shown.
  useEffect(() => {
    if (!finished.current) void store.save(snapshot());
  }, [snapshot, store]);

  // On every change of an answer, for the host's leave warning and its own progress display.
  useEffect(() => {
    host.post({ type: 'progress', answered, total });
  }, [answered, host, state.responses, total]);

  // Time counts only while the page is visible; leaving it saves the timings too.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        clock.pause();
        if (!finished.current) void store.save(snapshot());
      } else if (entry && !finished.current) {
        clock.start(entry.id);
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [clock, entry, snapshot, store]);

  // Focus follows the student to the next question or step (not on the first render).
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [state.index, state.submit]);

  const goTo = (next: number) => {
    if (
      next === state.index ||
      next < 0 ||
      next > total ||
      submitting.current ||
      finished.current
    )
      return;
    if (entry) {
      const visit = clock.stop();
      track('PageEnd', { page: page(entry), durationMs: visit?.visitMs ?? 0 });
    }
    const target = entries[next];
    if (target) {
      clock.start(target.id);
      track('PageStart', { page: page(target) });
    }
    moveFocus.current = true;
    dispatch({ type: 'goTo', index: next });
  };

  const answer = (id: string, response: QuestionResponse) =>
    dispatch({ type: 'answer', id, response });

  const submit = () => {
    // A second press while the first is on its way sends nothing.
    if (submitting.current || finished.current) return;
    submitting.current = true;
    dispatch({ type: 'submit', status: 'submitting' });
    if (!ended.current) {
      ended.current = true;
      track('Duration', { durationMs: Math.round(clock.totalMs()) });
      track('LessonEnd');
    }
    host.post({
      type: 'submit',
      answers: buildSubmission(entries, state.responses, clock.snapshot()),
    });
    sent.current = true;
    clearTimeout(submitTimer.current);
    submitTimer.current = setTimeout(() => {
      if (!submitting.current) return;
      submitting.current = false;
      dispatch({ type: 'submit', status: 'failed' });
    }, submitTimeoutMs);
  };

  useEffect(
    () =>
      host.subscribe((message) => {
        if (
          message.type !== 'submitResult' ||
          !sent.current ||
          finished.current
        )
          return;
        // A late answer after a timeout still counts: the server stores a test once.
        clearTimeout(submitTimer.current);
        submitting.current = false;
        if (message.ok) {
          finished.current = true;
          void store.clear(lessonId);
          if (message.quizResult) setQuizResult(message.quizResult);
          moveFocus.current = true;
          dispatch({ type: 'submit', status: 'done' });
        } else {
          // The host page says why and offers the one Retry (issue 15: the error
          // showed twice, a banner and this box, with two Retry buttons); the
          // frame goes back to its Submit step, answers kept.
          dispatch({ type: 'submit', status: 'idle' });
        }
      }),
    [host, lessonId, store],
  );

  useEffect(() => () => clearTimeout(submitTimer.current), []);

  const onSubmitStep = state.index >= total;
  return (
    <>
      {state.submit !== 'done' && (
        <header className="test-header">
          {entry && (
            <ProgressHeader
              total={total}
              answered={answered}
              label={isQuiz ? t('quiz.progressLabel') : undefined}
            />
          )}
          {state.submit !== 'submitting' && (
            <QuestionOverview
              states={states}
              current={state.index}
              onJump={goTo}
              onFinish={() => goTo(total)}
              finishLabel={isQuiz ? t('quiz.finish') : undefined}
            />
          )}
        </header>
      )}
      {entry && !onSubmitStep ? (
        <QuestionView
          entry={entry}
          number={state.index + 1}
          total={total}
          response={state.responses[entry.id] ?? emptyResponse(entry.question)}
          headingRef={headingRef}
          onChange={(response) => answer(entry.id, response)}
          onPrevious={() => goTo(state.index - 1)}
          onNext={() => goTo(state.index + 1)}
        />
      ) : state.submit === 'done' && quizResult ? (
        <QuizResultView result={quizResult} headingRef={headingRef} />
      ) : (
        <SubmitStep
          states={states}
          status={state.submit}
          headingRef={headingRef}
          heading={isQuiz ? t('quiz.heading') : undefined}
          onSubmit={submit}
          onGoTo={goTo}
        />
      )}
    </>
  );
}
