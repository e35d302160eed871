import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { PlayerToHost } from '@gp/api';
import { can, remediationEntry, type RemediationPageStatus } from '@gp/domain';
import { DecisionRedirect } from '../../../components/layout/decision-redirect';
import { PageExits } from '../../../components/layout/page-exits';
import { Button } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { Logo } from '../../../components/ui/logo';
import { Notice } from '../../../components/ui/notice';
import { recordExplainerWatched } from '../../../lib/learning-records/explainer';
import { readStoredLesson } from '../../../lib/lessons/lesson-start';
import { useLeaveGuard } from '../../../lib/player/use-leave-guard';
import { useLocalRecord } from '../../../lib/storage/local-record';
import { createTrackingQueue } from '../../../lib/tracking/tracking-queue';
import { useStudent } from '../../../lib/student/use-student';
import { useLessonFlow } from '../hooks/use-lesson-flow';
import { usePracticeStart } from '../api/start-practice';
import { usePracticeUploads } from '../hooks/use-practice-uploads';
import { useRemediationData } from '../hooks/use-remediation-data';
import { lessonTrackingEvent } from '../lib/lesson-tracking';
import { ConfirmQuizExit, NotSavedDialog } from './exit-dialogs';
import { PracticeStep } from './practice-step';
import { QuizIntro } from './quiz-intro';
import { QuizResultView } from './quiz-result';
import { QuizStep } from './quiz-step';
import { UploadStatus } from './upload-status';
import styles from './remediation.module.css';

/**
 * spec 02 §2 Remediation lesson: page status 1 practice in the player, 2 the
 * quiz intro, 3 the quiz in the player, then the result. Error statuses
 * (spec 02 §4): 2 retry start quiz, 3 retry load, 4 retry submit (in the quiz).
 */
export function RemediationLessonPage() {
  const student = useStudent();
  const { t } = useTranslation(['lessons', 'common']);
  const record = useLocalRecord();
  const stored = readStoredLesson(record.remediationInfo);
  const studentId = student?.userId ?? '';
  const data = useRemediationData(studentId, stored);
  const uploads = usePracticeUploads(studentId);
  const canPractice = data.authority
    ? can(data.authority, 'doPractice')
    : false;
  const loaded = data.load.status === 'ready';
  const ready = loaded && data.lesson !== null;
  // spec 02 §4: empty remediation data (no lesson, or a lesson with no activities) goes to the module lesson.
  const entry = remediationEntry({
    hasData:
      stored !== null &&
      (!loaded ||
        (data.lesson !== null && data.practice.length + data.quiz.length > 0)),
    practiceActivityCount: data.practice.length,
    pageStatus: record.remediationPageStatus ?? 1,
  });
  // spec 02 §6: practice is blocked for expired students; they start at the quiz intro.
  const quizKey = record.remediationStartQuizKey;
  let status: RemediationPageStatus =
    entry.pageStatus === 1 && !canPractice ? 2 : entry.pageStatus;
  // A quiz whose start key is gone (left, or finished) goes back to its intro.
  if (status === 3 && !quizKey) status = 2;
  const practiceStart = usePracticeStart(
    studentId,
    stored,
    ready && status === 1 && canPractice,
  );
  const flow = useLessonFlow({
    stored: stored ?? {
      moduleKey: '',
      lessonKey: '',
      activityKeys: [],
      startIndex: 0,
    },
    startQuizKey: quizKey,
    studentId,
    authority: data.authority,
    uploadsFinished: uploads.isFinished,
  });
  const tracking = useMemo(() => createTrackingQueue(), []);
  const lessonKey = stored?.lessonKey;
  useEffect(() => () => tracking.flush(), [tracking]);
  const onTrack = (message: Extract<PlayerToHost, { type: 'track' }>) => {
    if (lessonKey) tracking.push(lessonTrackingEvent(message, lessonKey));
  };
  const quizRunning = ready && status === 3 && flow.result === null;
  const blocker = useLeaveGuard(() => quizRunning && !flow.isLeaving());

  if (!student) return null;
  if (entry.decision.type === 'redirect')
    return <DecisionRedirect decision={entry.decision} />;
  const lesson = data.lesson;
  const title = lesson
    ? t('remediation.title', { sequence: lesson.sequence, name: lesson.name })
    : t('moduleLesson.title');
  const position = flow.result ? 4 : status === 3 ? 1 : status === 2 ? 2 : 3;
  const next = flow.result?.NextLessonKey
    ? data.lessons.find((l) => l.lessonKey === flow.result?.NextLessonKey)
    : undefined;

  let body;
  if (data.load.status === 'error' || practiceStart.isError)
    body = (
      <div className={styles.body}>
        <ErrorState
          error={
            data.load.status === 'error' ? data.load.error : practiceStart.error
          }
          exits={<PageExits />}
          onRetry={() => {
            if (data.load.status === 'error') data.load.retry();
            if (practiceStart.isError) void practiceStart.refetch();
          }}
        />
      </div>
    );
  else if (!ready || !lesson || !stored)
    body = <LoadingState label={t('remediation.loading')} />;
  else if (flow.result)
    body = (
      <div className={styles.body}>
        <QuizResultView
          result={flow.result}
          onNextLesson={
            next && !flow.result.IsModuleDone
              ? () => flow.openLesson(next)
              : undefined
          }
          onBackToModule={() => flow.exit(4)}
        />
      </div>
    );
  else if (data.quiz.length === 0)
    // spec 02 §4: empty quiz activities give a warning only; the lesson cannot start.
    body = (
      <div className={styles.body}>
        <Notice
          tone="warning"
          role="alert"
          title={t('remediation.errors.empty')}
        >
          <Button variant="secondary" onClick={flow.leaveToModule}>
            {t('remediation.result.backToModule')}
          </Button>
        </Notice>
      </div>
    );
  else if (status === 1)
    body = practiceStart.data ? (
      <PracticeStep
        key={stored.lessonKey}
        moduleKey={stored.moduleKey}
        lessonKey={stored.lessonKey}
        studentId={studentId}
        title={t('remediation.frameTitle', {
          sequence: lesson.sequence,
          name: lesson.name,
        })}
        activities={data.practice}
        finishedActivityKeys={lesson.finishedActivityKeys}
        onActivityDone={(answer) => {
          void uploads.upload(practiceStart.data, answer);
          void recordExplainerWatched(studentId, data.practice, answer);
        }}
        onPracticeDone={flow.practiceDone}
        onTrack={onTrack}
      />
    ) : (
      <LoadingState label={t('remediation.loading')} />
    );
  else if (status === 2)
    body = (
      <div className={styles.body}>
        {flow.startFailed && (
          <ErrorNotice
            title={t('remediation.errors.startQuiz')}
            error={flow.startError}
            onRetry={flow.startQuiz}
            retryLabel={t('remediation.errors.retry')}
          />
        )}
        <QuizIntro
          lesson={lesson}
          questionCount={data.quiz.reduce((n, a) => n + a.Questions.length, 0)}
          starting={flow.starting}
          onStart={flow.startQuiz}
          onExit={() => flow.exit(2)}
          onBackToPractice={
            canPractice && data.practice.length > 0
              ? flow.backToPractice
              : undefined
          }
        />
      </div>
    );
  else
    body = (
      <QuizStep
        key={quizKey}
        session={{
          moduleKey: stored.moduleKey,
          lessonKey: stored.lessonKey,
          studentId,
          startKey: quizKey ?? '',
          idempotencyKey: stored.quizIdempotencyKey ?? quizKey ?? '',
        }}
        title={title}
        activities={data.quiz}
        onResult={flow.finishQuiz}
        onTrack={onTrack}
      />
    );

  const exitLabel =
    position === 1 ? t('remediation.quiz.exit') : t('remediation.exitLesson');
  return (
    <div className={styles.lesson}>
      <title>{t('common:pageTitle', { page: title })}</title>
      <header className={styles.header}>
        <span className={styles.logo}>
          <Logo compact />
        </span>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {ready && !flow.result && (
            <ol
              className={styles.steps}
              aria-label={t('remediation.steps.label')}
            >
              {canPractice && data.practice.length > 0 && (
                <li aria-current={status === 1 ? 'step' : undefined}>
                  {t('remediation.steps.practice')}
                </li>
              )}
              <li aria-current={status !== 1 ? 'step' : undefined}>
                {t('remediation.steps.quiz')}
              </li>
            </ol>
          )}
        </div>
        {position !== 2 && position !== 4 && (
          <Button variant="secondary" onClick={() => flow.exit(position)}>
            {exitLabel}
          </Button>
        )}
      </header>
      {uploads.items.length > 0 && <UploadStatus items={uploads.items} />}
      {body}
      {(flow.dialog === 'confirmQuizExit' || blocker.state === 'blocked') && (
        <ConfirmQuizExit
          onStay={() => {
            if (blocker.state === 'blocked') blocker.reset();
            flow.closeDialog();
          }}
          onLeave={() => {
            // The browser's back button goes where it was going; the Exit button to the module.
            if (blocker.state === 'blocked')
              flow.leaveQuiz(() => blocker.proceed());
            else flow.leaveQuiz();
          }}
        />
      )}
      {flow.dialog === 'notSaved' && (
        <NotSavedDialog
          failed={uploads.hasFailed()}
          onStay={flow.closeDialog}
          onLeave={flow.leaveToModule}
        />
      )}
    </div>
  );
}
