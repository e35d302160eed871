import type { HostToPlayer } from '@gp/api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostChannel } from './host/host-channel';
import type { PlayerQueryValue } from './host/player-query';
import {
  toQuestionEntries,
  type QuestionEntry,
} from './session/question-entries';
import { restoreSession, type SessionStart } from './session/restore-session';
import type { AnswerStore } from './storage/answer-store';
import { TestRunner } from './test-runner';

type LessonData = Extract<HostToPlayer, { type: 'lessonData' }>;

type Phase =
  | { kind: 'waiting'; slow: boolean }
  | { kind: 'empty' }
  | { kind: 'running'; entries: QuestionEntry[]; start: SessionStart };

interface Props {
  query: PlayerQueryValue;
  host: HostChannel;
  store: AnswerStore;
  /** After this long without lessonData the student is offered Try again. */
  waitTimeoutMs?: number;
  submitTimeoutMs?: number;
}

/**
 * The activity player: asks the host for the lesson, restores any saved
 * answers (unless getNewData=1) and runs the test.
 */
export function PlayerApp({
  query,
  host,
  store,
  waitTimeoutMs = 10_000,
  submitTimeoutMs = 30_000,
}: Props) {
  const { t, i18n } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting', slow: false });
  const received = useRef(false);
  const requested = useRef(false);
  const { lessonId, getNewData } = query;

  useEffect(() => {
    const load = async (message: LessonData) => {
      const entries = toQuestionEntries(message.modules);
      if (entries.length === 0) {
        host.post({ type: 'dataStored', questionCount: 0, resumed: false });
        setPhase({ kind: 'empty' });
        return;
      }
      // getNewData=1: the host starts this lesson afresh, so earlier answers must not come back.
      if (getNewData === '1') await store.clear(lessonId);
      const saved = getNewData === '1' ? null : await store.load(lessonId);
      setPhase({
        kind: 'running',
        entries,
        start: restoreSession(entries, saved),
      });
    };
    const unsubscribe = host.subscribe((message) => {
      if (message.type === 'language')
        void i18n.changeLanguage(message.language);
      if (message.type !== 'lessonData' || received.current) return;
      received.current = true;
      void i18n.changeLanguage(message.language);
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
      {phase.kind === 'running' && (
        <TestRunner
          lessonId={lessonId}
          entries={phase.entries}
          start={phase.start}
          host={host}
          store={store}
          isDiagnosticTest={query.type === 'diagnostic_test'}
          submitTimeoutMs={submitTimeoutMs}
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
