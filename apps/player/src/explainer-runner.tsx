import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from './i18n/use-translation';
import type { HostChannel } from './host/host-channel';
import { useTrack } from './host/use-track';
import {
  explainerPages,
  pageName,
  type ExplainerEntry,
} from './question-types/explainer/explainer-entries';
import { ExplainerView } from './question-types/explainer/explainer-view';
import { QuestionClock } from './session/question-clock';

interface Props {
  explainers: readonly ExplainerEntry[];
  /** The questions that follow, for dataStored (0 when the lesson is only the explainer). */
  questionCount: number;
  host: HostChannel;
  isDiagnosticTest: boolean;
  /** Set when questions follow: the last slide's Next leads to them. */
  onContinue?: (() => void) | undefined;
}

/**
 * The lesson's explainers, one slide at a time (DESIGN.md §4 Videos). An
 * explainer has no score, so nothing of it is saved or submitted; the host
 * learns of it through the tracking messages: LessonStart, PageStart and
 * PageEnd for every slide (page = activity key#slide), and, when the lesson
 * is only explainers, Duration and LessonEnd once the last slide is reached:
 * that is the activity completed.
 */
export function ExplainerRunner({
  explainers,
  questionCount,
  host,
  isDiagnosticTest,
  onContinue,
}: Props) {
  const { t } = useTranslation();
  const track = useTrack(host);
  const pages = useMemo(() => explainerPages(explainers), [explainers]);
  const [position, setPosition] = useState(0);
  const [clock] = useState(() => new QuestionClock());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const started = useRef(false);
  const ended = useRef(false);
  const last = pages.length - 1;
  const page = pages[position];
  const continues = onContinue !== undefined;

  // Reaching the last slide completes the explainer; a lesson of explainers alone ends there, once.
  const finish = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    track('Duration', { durationMs: Math.round(clock.totalMs()) });
    track('LessonEnd');
  }, [clock, track]);

  // Once (the ref guards later runs), as the first render is committed: the host learns the lesson is shown and
  // where it starts. A layout effect, so that no slide change can be posted before it (Preact runs a plain
  // effect only after the next frame).
  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    host.post({ type: 'dataStored', questionCount, resumed: false });
    track('LessonStart');
    if (isDiagnosticTest) track('DtStart');
    const first = pages[0];
    if (first) {
      clock.start(pageName(first));
      track('PageStart', { page: pageName(first) });
    }
    if (last === 0 && !continues) finish();
  }, [
    clock,
    continues,
    finish,
    host,
    isDiagnosticTest,
    last,
    pages,
    questionCount,
    track,
  ]);

  // Time counts only while the page is visible.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') clock.pause();
      else if (page) clock.start(pageName(page));
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [clock, page]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [position]);

  const leave = () => {
    const visit = clock.stop();
    if (page)
      track('PageEnd', {
        page: pageName(page),
        durationMs: visit?.visitMs ?? 0,
      });
  };

  const goTo = (next: number, focusHeading = false) => {
    const target = pages[next];
    if (!target || next === position) return;
    leave();
    clock.start(pageName(target));
    track('PageStart', { page: pageName(target) });
    moveFocus.current = focusHeading;
    setPosition(next);
    if (next === last && !continues) finish();
  };

  if (!page) return null;
  // On the last slide the explainer is complete (LessonEnd went when it was first reached).
  const done = !continues && position === last;
  return (
    <>
      <ExplainerView
        activity={page.entry.activity}
        slide={page.slide}
        headingRef={headingRef}
        atStart={position === 0}
        atEnd={position === last}
        continueLabel={onContinue ? t('explainer.continue') : undefined}
        onPrevious={() => goTo(position - 1)}
        onNext={() => {
          if (position < last) goTo(position + 1);
          else if (onContinue) {
            leave();
            onContinue();
          }
        }}
      />
      <div className="explainer-end">
        <p role="status">{done ? t('explainer.done') : ''}</p>
        {done && pages.length > 1 && (
          <button
            type="button"
            className="button button-quiet"
            onClick={() => goTo(0, true)}
          >
            {t('explainer.again')}
          </button>
        )}
      </div>
    </>
  );
}
