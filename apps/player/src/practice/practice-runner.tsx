import type { PlayerModule } from '@gp/api';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ProgressHeader } from '../components/progress-header';
import type { HostChannel } from '../host/host-channel';
import { useTrack } from '../host/use-track';
import { buildSubmission } from '../session/submission';
import type { AnswerStore } from '../storage/answer-store';
import type { SavedPractice } from '../storage/saved-practice';
import { ExplainerVideo } from '../video/explainer-video';
import { PracticeEnd } from './practice-end';
import {
  activityKeyOf,
  practicePlan,
  type PracticeItem,
} from './practice-plan';
import { PracticeQuestion } from './practice-question';
import { practiceSnapshot, restorePractice } from './practice-restore';
import { isFinal, practiceReducer, progressOf } from './practice-state';
import { SectionMenu } from './section-menu';
// Lesson mode's styles come with its lazy file (issue 16).
import '../styles/lesson.css';

interface Props {
  modules: readonly PlayerModule[];
  /** Practice progress Activities of the lesson, from the host. */
  finishedActivityKeys: readonly string[];
  host: HostChannel;
  lessonId: string;
  store: AnswerStore;
  /** What the student had done before a reload, if anything. */
  saved: SavedPractice | null;
}

/**
 * A lesson's practice (spec 02 §2 Remediation lesson page status 1): its
 * sections in order, opening at the first not done. Every finished activity
 * goes to the host as activityDone for saving; nothing here blocks the
 * student, and the end offers the quiz (practiceDone).
 */
export function PracticeRunner({
  modules,
  finishedActivityKeys,
  host,
  lessonId,
  store,
  saved,
}: Props) {
  const { t } = useTranslation();
  const track = useTrack(host);
  const sections = useMemo(
    () => practicePlan(modules, finishedActivityKeys),
    [modules, finishedActivityKeys],
  );
  const [finished, setFinished] = useState(() => new Set(finishedActivityKeys));
  const [state, dispatch] = useReducer(practiceReducer, null, () =>
    restorePractice(sections, saved),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLElement>(null);
  const focus = useRef<'heading' | 'feedback' | null>(null);
  // The host has saved these already: practising one again needs no second save.
  const posted = useRef(new Set(finishedActivityKeys));
  const started = useRef(false);
  const section = sections[state.section];
  const entry = section?.questions[state.question];
  const allQuestions = sections.flatMap((s) => s.questions);
  const done = sections.map((s) =>
    s.items.every((i) => finished.has(activityKeyOf(i))),
  );

  const finish = (item: PracticeItem) => {
    const key = activityKeyOf(item);
    if (posted.current.has(key)) return;
    posted.current.add(key);
    const responses = Object.fromEntries(
      item.kind === 'video'
        ? []
        : item.questions.map((q) => [q.id, progressOf(state, q).response]),
    );
    // buildSubmission writes responses as the wire has them (a blank gap is null).
    const wire =
      item.kind === 'video'
        ? []
        : (buildSubmission(item.questions, responses, {})[0]?.QuestionAnswer ??
          []);
    const QuestionAnswer =
      item.kind === 'video'
        ? []
        : item.questions.flatMap((q, i) => {
            const a = wire[i];
            return a
              ? [
                  {
                    QuestionKey: a.QuestionKey,
                    Response: a.Response,
                    Attempts: progressOf(state, q).tries,
                  },
                ]
              : [];
          });
    host.post({
      type: 'activityDone',
      answer: { ModuleKey: item.moduleKey, ActivityKey: key, QuestionAnswer },
    });
    setFinished((f) => new Set(f).add(key));
  };

  // As the first render is committed, before anything the student does is posted (see test-runner.tsx).
  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    host.post({
      type: 'dataStored',
      questionCount: allQuestions.length,
      resumed: finishedActivityKeys.length > 0,
    });
    track('LessonStart');
  });

  // Every change is kept, so a reload opens where the student was (DESIGN.md §4).
  const ended = useRef(false);
  useEffect(() => {
    if (!ended.current)
      void store.savePractice(practiceSnapshot(lessonId, state));
  }, [lessonId, state, store]);

  // An activity is finished when its every question is over.
  useEffect(() => {
    for (const s of sections)
      for (const item of s.items)
        if (
          item.kind === 'practice' &&
          item.questions.every((q) => isFinal(q, progressOf(state, q)))
        )
          finish(item);
  });

  const answered = allQuestions.filter(
    (q) => finished.has(q.activityKey) || isFinal(q, progressOf(state, q)),
  ).length;
  useEffect(() => {
    host.post({ type: 'progress', answered, total: allQuestions.length });
  }, [answered, allQuestions.length, host]);

  useEffect(() => {
    const target = focus.current;
    focus.current = null;
    if (target === 'feedback') feedbackRef.current?.focus();
    else if (target === 'heading') headingRef.current?.focus();
  });

  const goTo = (next: number, question = 0) => {
    focus.current = 'heading';
    dispatch({ type: 'goTo', section: next, question });
  };
  const last = state.section === sections.length - 1;
  const nextPart = last ? t('practice.finish') : t('practice.nextPart');

  return (
    <>
      <SectionMenu
        sections={sections}
        current={state.section}
        done={done}
        onGoTo={(i) => goTo(i)}
      />
      {section?.kind === 'video' &&
        section.items.map(
          (item) =>
            item.kind === 'video' && (
              <ExplainerVideo
                key={item.activity.Key}
                activity={item.activity}
                headingRef={headingRef}
                played={finished.has(item.activity.Key)}
                onPlayed={() => finish(item)}
              />
            ),
        )}
      {section?.kind === 'video' && (
        <div className="question-nav question-nav-end">
          <button
            type="button"
            className="button button-primary"
            onClick={() => goTo(state.section + 1)}
          >
            {nextPart}
            <span aria-hidden="true">{' →'}</span>
          </button>
        </div>
      )}
      {section?.kind === 'practice' && entry && (
        <ProgressHeader
          total={section.questions.length}
          answered={
            section.questions.filter((q) => isFinal(q, progressOf(state, q)))
              .length
          }
          label={t('practice.sectionProgress')}
        />
      )}
      {section?.kind === 'practice' && entry && (
        <PracticeQuestion
          entry={entry}
          number={state.question + 1}
          total={section.questions.length}
          progress={progressOf(state, entry)}
          askedToAnswer={state.askedToAnswer}
          headingRef={headingRef}
          feedbackRef={feedbackRef}
          nextLabel={
            state.question < section.questions.length - 1
              ? t('practice.nextQuestion')
              : nextPart
          }
          onChange={(response) => dispatch({ type: 'answer', entry, response })}
          onCheck={() => {
            focus.current = 'feedback';
            dispatch({ type: 'check', entry });
          }}
          onReveal={() => {
            focus.current = 'feedback';
            dispatch({ type: 'reveal', entry });
          }}
          onNext={() =>
            state.question < section.questions.length - 1
              ? goTo(state.section, state.question + 1)
              : goTo(state.section + 1)
          }
        />
      )}
      {!section && (
        <PracticeEnd
          headingRef={headingRef}
          partsDone={done.filter(Boolean).length}
          parts={sections.length}
          onQuiz={() => {
            ended.current = true;
            void store.clearPractice(lessonId);
            track('LessonEnd');
            host.post({ type: 'practiceDone' });
          }}
        />
      )}
    </>
  );
}
