import type { ExplainerActivity } from '@gp/api';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { localized } from './explainer-entries';
// Its own styles come with the explainer's lazy file (issue 16).
import '../../styles/explainer.css';

interface Props {
  activity: ExplainerActivity;
  /** 0-based within the activity. */
  slide: number;
  headingRef: Ref<HTMLHeadingElement>;
  /** The first slide of the lesson: nothing before it. */
  atStart: boolean;
  /** The last slide of the lesson: Next leads on only when `continueLabel` says where. */
  atEnd: boolean;
  /** The last slide's Next when questions follow the explainer. */
  continueLabel?: string | undefined;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * One explainer slide (DESIGN.md §4 Videos): "Slide n of N", the rule in the
 * student's language, the English examples and a common mistake as written,
 * then Previous and Next. Course texts are shown as text, never as HTML.
 * The arrow keys turn the slides too; the buttons stay focusable at either
 * end (aria-disabled) so the keyboard never loses its place.
 */
export function ExplainerView({
  activity,
  slide,
  headingRef,
  atStart,
  atEnd,
  continueLabel,
  onPrevious,
  onNext,
}: Props) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const examplesId = useId();
  const current = activity.Slides[slide];
  if (!current) return null;
  const language = i18n.language;
  const canNext = !atEnd || continueLabel !== undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    if (event.key === 'ArrowLeft' && !atStart) {
      event.preventDefault();
      onPrevious();
    } else if (event.key === 'ArrowRight' && canNext) {
      event.preventDefault();
      onNext();
    }
  };

  return (
    <section
      className="explainer"
      aria-labelledby={labelId}
      onKeyDown={onKeyDown}
    >
      <div className="card explainer-slide" aria-live="polite" aria-atomic>
        <p className="explainer-kicker">
          <span id={labelId}>
            {activity.Title
              ? localized(activity.Title, language)
              : t('explainer.label')}
          </span>
          <span className="explainer-position">
            {t('explainer.position', {
              current: slide + 1,
              total: activity.Slides.length,
            })}
          </span>
        </p>
        <ol className="explainer-dots" aria-hidden="true">
          {activity.Slides.map((_, i) => (
            <li key={i} data-current={i === slide} data-seen={i < slide} />
          ))}
        </ol>
        <h1 ref={headingRef} tabIndex={-1} className="explainer-title">
          {localized(current.Title, language)}
        </h1>
        <p className="explainer-body">{localized(current.Body, language)}</p>
        {current.Examples && current.Examples.length > 0 && (
          <>
            <p id={examplesId} className="explainer-label">
              {t('explainer.examples')}
            </p>
            <ul className="explainer-examples" aria-labelledby={examplesId}>
              {current.Examples.map((example, i) => (
                <li key={i} lang="en">
                  {example}
                </li>
              ))}
            </ul>
          </>
        )}
        {(current.Wrong !== undefined || current.Right !== undefined) && (
          <dl className="explainer-mistake">
            {current.Wrong !== undefined && (
              <MistakeLine
                className="mistake-wrong"
                mark="✗ "
                label={t('explainer.wrong')}
                text={current.Wrong}
              />
            )}
            {current.Right !== undefined && (
              <MistakeLine
                className="mistake-right"
                mark="✓ "
                label={t('explainer.right')}
                text={current.Right}
              />
            )}
          </dl>
        )}
      </div>
      <nav className="question-nav" aria-label={t('explainer.navLabel')}>
        <button
          type="button"
          className="button"
          aria-disabled={atStart}
          onClick={atStart ? undefined : onPrevious}
        >
          <span aria-hidden="true">{'← '}</span>
          {t('explainer.previous')}
        </button>
        <button
          type="button"
          className="button button-primary"
          aria-disabled={!canNext}
          onClick={canNext ? onNext : undefined}
        >
          {atEnd && continueLabel !== undefined
            ? continueLabel
            : t('explainer.next')}
          <span aria-hidden="true">{' →'}</span>
        </button>
      </nav>
    </section>
  );
}

/** One side of a slide's common mistake: its mark, its label, the English sentence. */
function MistakeLine(props: {
  className: string;
  mark: string;
  label: string;
  text: string;
}) {
  return (
    <div className={props.className}>
      <dt>
        <span aria-hidden="true">{props.mark}</span>
        {props.label}
      </dt>
      <dd lang="en">{props.text}</dd>
    </div>
  );
}
