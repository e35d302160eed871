import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type {
  LessonActivity,
  ModuleActivityAnswer,
  PlayerToHost,
  QuizResult,
} from '@gp/api';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { isApiError, isLogoutError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { playerAddress } from '../../../lib/player/player-frame';
import { usePlayerFrame } from '../../../lib/player/use-player-frame';
import { saveQuizRequest } from '../api/save-quiz';
import styles from './remediation.module.css';

export interface QuizSession {
  moduleKey: string;
  lessonKey: string;
  studentId: string;
  startKey: string;
  idempotencyKey: string;
}

/**
 * spec 02 §2 Remediation lesson, page status 3: the quiz in the player. Its
 * answers stay in the player's storage under a lesson id made from the start
 * key, so a reload resumes (DESIGN.md §4); the submit is sent once, with the
 * idempotency key kept in the local record, and scored on the server.
 * A failed submit is errorStatus 4 (retry submit, spec 02 §4).
 */
export function QuizStep({
  session,
  title,
  activities,
  onResult,
  onTrack,
}: {
  session: QuizSession;
  title: string;
  activities: readonly LessonActivity[];
  onResult: (result: QuizResult) => void;
  onTrack: (message: Extract<PlayerToHost, { type: 'track' }>) => void;
}) {
  const { t, i18n } = useTranslation('lessons');
  const frame = useRef<HTMLIFrameElement>(null);
  const lessonId = `quiz_${session.startKey}`;
  const [src] = useState(() =>
    playerAddress({
      lessonId,
      studentId: session.studentId,
      type: 'homework',
      lang: currentLanguage(i18n.language),
      getNewData: false,
    }),
  );
  const [submitting, setSubmitting] = useState(false);
  /** Why the last submit failed (null: it did not). */
  const [failure, setFailure] = useState<unknown>(null);
  const flags = useRef({
    submitting: false,
    done: false,
    answers: null as ModuleActivityAnswer[] | null,
  });

  const post = usePlayerFrame(frame, lessonId, onMessage);

  const submit = useCallback(
    async (answers: ModuleActivityAnswer[]) => {
      const f = flags.current;
      // Double submission is blocked (spec 02 §4, as for the tests).
      if (f.submitting || f.done) return;
      f.submitting = true;
      f.answers = answers;
      setSubmitting(true);
      setFailure(null);
      try {
        const result = await saveQuizRequest({
          StudentRemediationKey: session.startKey,
          StudentId: session.studentId,
          IdempotencyKey: session.idempotencyKey,
          StudentModuleLessonAnswer: answers.map((a) => ({
            ModuleKey: a.ModuleKey,
            LessonKey: session.lessonKey,
            ActivityKey: a.ActivityKey,
            QuestionAnswer: a.QuestionAnswer,
          })),
        });
        f.done = true;
        post({ type: 'submitResult', ok: true, quizResult: result });
        onResult(result);
      } catch (error) {
        f.submitting = false;
        setSubmitting(false);
        post({ type: 'submitResult', ok: false });
        if (
          !isLogoutError(error) &&
          !isApiError(error, 'InvalidIdentification')
        )
          setFailure(error);
      }
    },
    [onResult, post, session],
  );

  function onMessage(message: PlayerToHost) {
    switch (message.type) {
      case 'requestLessonData':
        post({
          type: 'lessonData',
          kind: 'quiz',
          modules: [
            { ModuleKey: session.moduleKey, Activitys: [...activities] },
          ],
          language: currentLanguage(i18n.language),
        });
        return;
      case 'submit':
        void submit(message.answers);
        return;
      case 'track':
        onTrack(message);
        return;
      default:
        return;
    }
  }

  useEffect(() => {
    const onChange = (lng: string) =>
      post({ type: 'language', language: currentLanguage(lng) });
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, post]);

  const retry = () => {
    const answers = flags.current.answers;
    if (answers) void submit(answers);
  };

  return (
    <>
      {failure !== null && (
        <div className={styles.notice}>
          <ErrorNotice
            title={t('remediation.errors.submit')}
            error={failure}
            onRetry={retry}
            retryLabel={t('remediation.errors.retry')}
          />
        </div>
      )}
      <p className="sr-only" role="status">
        {submitting ? t('remediation.quiz.submitting') : ''}
      </p>
      <iframe ref={frame} className={styles.frame} src={src} title={title} />
    </>
  );
}
