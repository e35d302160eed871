import type { QuestionResponse } from '@gp/api';
import { useId, type Ref } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { QuestionRenderer } from '../question-types/registry';
import type { QuestionEntry } from '../session/question-entries';
import { instructionFor } from './instruction';

interface Props {
  entry: QuestionEntry;
  /** 1-based. */
  number: number;
  total: number;
  response: QuestionResponse;
  headingRef: Ref<HTMLHeadingElement>;
  onChange: (response: QuestionResponse) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** One question: "Question n of N" as the heading focus moves to, the instruction, the question, Previous and Next. */
export function QuestionView({
  entry,
  number,
  total,
  response,
  headingRef,
  onChange,
  onPrevious,
  onNext,
}: Props) {
  const { t } = useTranslation();
  const headingId = useId();
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
        <QuestionRenderer
          key={entry.id}
          question={entry.question}
          response={response}
          onChange={onChange}
        />
      </section>
      <nav className="question-nav" aria-label={t('nav.label')}>
        <button
          type="button"
          className="button"
          onClick={onPrevious}
          disabled={number === 1}
        >
          <span aria-hidden="true">{'← '}</span>
          {t('nav.previous')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={onNext}
        >
          {number === total ? t('nav.finish') : t('nav.next')}
          <span aria-hidden="true">{' →'}</span>
        </button>
      </nav>
    </>
  );
}
