import type { HostToPlayer } from '@gp/api';
import { lazy, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from './i18n/use-translation';
import { LazyPart } from './components/lazy-part';
import type { HostChannel } from './host/host-channel';
import type { PlayerQueryValue } from './host/player-query';
import {
  explainerEntries,
  type ExplainerEntry,
} from './question-types/explainer/explainer-entries';
import {
  toQuestionEntries,
  type QuestionEntry,
} from './session/question-entries';
import { restoreSession, type SessionStart } from './session/restore-session';
import type { AnswerStore } from './storage/answer-store';
import type { SavedPractice } from './storage/saved-practice';
import { TestRunner } from './test-runner';

type LessonData = Extract<HostToPlayer, { type: 'lessonData' }>;

// A test shows neither: their code loads only for a lesson that has them (issue 16).
const ExplainerRunner = lazy(() =>
  import('./explainer-runner').then((m) => ({ default: m.ExplainerRunner })),
);
const PracticeRunner = lazy(() =>
  import('./practice/practice-runner').then((m) => ({
    default: m.PracticeRunner,
  })),
);

type Phase =
  | { kind: 'waiting'; slow: boolean }
  | { kind: 'empty' }
  | {
      kind: 'practice';
      modules: LessonData['modules'];
      finished: string[];
      saved: SavedPractice | null;
    }
  | {
      kind: 'explaining';
      explainers: ExplainerEntry[];
      entries: QuestionEntry[];
      start: SessionStart;
    }
  | {
      kind: 'running';
      entries: QuestionEntry[];
      start: SessionStart;
      afterExplainer: boolean;
      isQuiz: boolean;
    };

interface Props {
  query: PlayerQueryValue;
  host: HostChannel;
  store: AnswerStore;
  /** The lesson was already asked for (askForLessonEarly): the app only listens for it. */
  asked?: boolean;
  /** After this long without lessonData the student is offered Try again. */
  waitTimeoutMs?: number;
  submitTimeoutMs?: number;
}

/**
 * The activity player: asks the host for the lesson, restores any saved
 * answers (unless getNewData=1) and runs the test. The lesson's explainers
 * come first, as a lesson teaches its rule before practising it (DESIGN.md
 * §4 Curriculum); a resumed test goes straight back to its questions.
 */
export function PlayerApp({
  query,
  host,
  store,
  asked = false,
  waitTimeoutMs = 10_000,
  submitTimeoutMs = 30_000,
}: Props) {
  const { t, i18n } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting', slow: false });
  const received = useRef(false);
  const requested = useRef(asked);
  const { lessonId, getNewData } = query;

  // A layout effect: Preact runs a plain one only after the next frame, and
  // the lesson the host has already sent waited for it (issue 16).
  useLayoutEffect(() => {
    const load = async (message: LessonData) => {
      const entries = toQuestionEntries(message.modules);
      const explainers = explainerEntries(message.modules);
      // spec 02 §2 Remediation lesson page status 1: practice has no answers to keep or submit.
      if (
        message.kind === 'practice' &&
        (entries.length > 0 || explainers.length > 0)
      ) {
        if (getNewData === '1') await store.clearPractice(lessonId);
        setPhase({
          kind: 'practice',
          modules: message.modules,
          finished: message.finishedActivityKeys ?? [],
          saved: getNewData === '1' ? null : await store.loadPractice(lessonId),
        });
        return;
      }
      if (entries.length === 0 && explainers.length === 0) {
        host.post({ type: 'dataStored', questionCount: 0, resumed: false });
        setPhase({ kind: 'empty' });
        return;
      }
      // getNewData=1: the host starts this lesson afresh, so earlier answers must not come back.
      if (getNewData === '1') await store.clear(lessonId);
      const saved =
        getNewData === '1' || entries.length === 0
          ? null
          : await store.load(lessonId);
      const start = restoreSession(entries, saved);
      setPhase(
        explainers.length > 0 && !start.resumed
          ? { kind: 'explaining', explainers, entries, start }
          : {
              kind: 'running',
              entries,
              start,
              afterExplainer: false,
              isQuiz: message.kind === 'quiz',
            },
      );
    };
    const unsubscribe = host.subscribe((message) => {
      if (message.type === 'language') i18n.changeLanguage(message.language);
      if (message.type !== 'lessonData' || received.current) return;
      received.current = true;
      i18n.changeLanguage(message.language);
      void load(message);
    });
    // Once per page load (StrictMode runs effects twice in development); Try again asks anew.
    if (!requested.current) {
      requested.current = true;
      host.post({ type: 'requestLessonData' });
    }
    return unsubscribe;
  }, [getNewData, host, i18n, lessonId, store]);

  useEffect(() => {
    if (phase.kind !== 'waiting' || phase.slow) return;
    const timer = setTimeout(
      // The lesson may have arrived since: only a test still waiting becomes slow.
      () =>
        setPhase((p) =>
          p.kind === 'waiting' ? { kind: 'waiting', slow: true } : p,
        ),
      waitTimeoutMs,
    );
    return () => clearTimeout(timer);
  }, [phase, waitTimeoutMs]);

  return (
    <main id="player" className="player" aria-label={t('app.landmark')}>
      {phase.kind === 'waiting' && (
        <div className="card status-card">
          <p role="status">{phase.slow ? t('app.slow') : t('app.loading')}</p>
          {phase.slow && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setPhase({ kind: 'waiting', slow: false });
                host.post({ type: 'requestLessonData' });
              }}
            >
              {t('app.tryAgain')}
            </button>
          )}
        </div>
      )}
      {phase.kind === 'empty' && (
        <div className="card status-card">
          <p role="alert">{t('app.noQuestions')}</p>
        </div>
      )}
      {phase.kind === 'explaining' && (
        <LazyPart>
          <ExplainerRunner
            explainers={phase.explainers}
            questionCount={phase.entries.length}
            host={host}
            isDiagnosticTest={query.type === 'diagnostic_test'}
            onContinue={
              phase.entries.length === 0
                ? undefined
                : () =>
                    setPhase({
                      kind: 'running',
                      entries: phase.entries,
                      start: phase.start,
                      afterExplainer: true,
                      isQuiz: false,
                    })
            }
          />
        </LazyPart>
      )}
      {phase.kind === 'practice' && (
        <LazyPart>
          <PracticeRunner
            modules={phase.modules}
            finishedActivityKeys={phase.finished}
            saved={phase.saved}
            lessonId={lessonId}
            store={store}
            host={host}
          />
        </LazyPart>
      )}
      {phase.kind === 'running' && (
        <TestRunner
          lessonId={lessonId}
          entries={phase.entries}
          start={phase.start}
          host={host}
          store={store}
          isDiagnosticTest={query.type === 'diagnostic_test'}
          submitTimeoutMs={submitTimeoutMs}
          afterExplainer={phase.afterExplainer}
          isQuiz={phase.isQuiz}
        />
      )}
    </main>
  );
}

/** Shown when the address lacks what the player needs (spec 01 §7 query parameters). */
export function BadAddress() {
  const { t } = useTranslation();
  return (
    <main id="player" className="player" aria-label={t('app.landmark')}>
      <div className="card status-card">
        <p role="alert">{t('app.badAddress')}</p>
      </div>
    </main>
  );
}
