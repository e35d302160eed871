import type { QuestionResponse } from '@gp/api';
import { useId, type Ref } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { instructionFor } from '../components/instruction';
import { localized } from '../question-types/explainer/explainer-entries';
import { QuestionRenderer } from '../question-types/registry';
import type { PracticeQuestion as Entry } from './practice-plan';
import { isFinal, type QuestionProgress } from './practice-state';
import { RightAnswer } from './right-answer';

interface Props {
  entry: Entry;
  /** 1-based within the section. */
  number: number;
  total: number;
  progress: QuestionProgress;
  askedToAnswer: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  feedbackRef: Ref<HTMLElement>;
  nextLabel: string;
  onChange: (response: QuestionResponse) => void;
  onCheck: () => void;
  onReveal: () => void;
  onNext: () => void;
}

/**
 * One practice question with instant feedback (issue 11): Check answer; a
 * wrong first answer gets "try once more" (or Show the answer, so practice
 * never blocks); the final answer shows right or wrong, the right answer
 * and the explanation in the interface language, and locks the question.
 */
export function PracticeQuestion({
  entry,
  number,
  total,
  progress,
  askedToAnswer,
  headingRef,
  feedbackRef,
  nextLabel,
  onChange,
  onCheck,
  onReveal,
  onNext,
}: Props) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const verdictId = useId();
  const final = isFinal(entry, progress);
  const right = progress.check?.verdict === 'right';
  const retrying = !final && progress.tries > 0;
  const announcement = askedToAnswer
    ? t('practice.answerFirst')
    : final
      ? progress.check === null
        ? t('practice.shown')
        : right
          ? t('practice.right')
          : t('practice.wrong')
      : retrying
        ? t('practice.tryAgain')
        : '';

  return (
    <>
      <section className="card" aria-labelledby={headingId}>
        <h1
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="question-heading"
        >
          {t('progress.position', { current: number, total })}
        </h1>
        <p className="instruction">{instructionFor(entry, t)}</p>
        <fieldset className="practice-answer" disabled={final}>
          <QuestionRenderer
            key={entry.id}
            question={entry.question}
            response={progress.response}
            onChange={onChange}
          />
        </fieldset>
        <p
          role="status"
          className="verdict"
          data-verdict={final ? (right ? 'right' : 'wrong') : undefined}
        >
          {announcement}
        </p>
      </section>
      {final && (entry.key !== null || entry.explanation !== null) && (
        <section
          ref={feedbackRef}
          tabIndex={-1}
          className="card feedback"
          data-verdict={right ? 'right' : 'wrong'}
          aria-labelledby={verdictId}
        >
          <h2 id={verdictId}>
            <span aria-hidden="true">{right ? '✓ ' : '✗ '}</span>
            {right ? t('practice.right') : t('practice.wrongTitle')}
          </h2>
          {!right && entry.key !== null && (
            <>
              <p className="feedback-label">{t('practice.rightAnswer')}</p>
              <RightAnswer question={entry.question} answerKey={entry.key} />
            </>
          )}
          {entry.explanation !== null && (
            <>
              <p className="feedback-label">{t('practice.why')}</p>
              <p>{localized(entry.explanation, i18n.language)}</p>
            </>
          )}
        </section>
      )}
      <div className="question-nav">
        {final ? (
          <button
            type="button"
            className="button button-primary"
            onClick={onNext}
          >
            {nextLabel}
            <span aria-hidden="true">{' →'}</span>
          </button>
        ) : (
          <>
            {retrying && (
              <button type="button" className="button" onClick={onReveal}>
                {t('practice.showAnswer')}
              </button>
            )}
            <button
              type="button"
              className="button button-primary"
              onClick={onCheck}
            >
              {t('practice.check')}
            </button>
          </>
        )}
      </div>
    </>
  );
}
