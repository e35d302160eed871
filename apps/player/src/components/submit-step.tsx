import { useId, type Ref } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { AnswerState } from '../question-types/question-type';
import type { SubmitStatus } from '../session/session-state';

interface Props {
  states: readonly AnswerState[];
  status: SubmitStatus;
  headingRef: Ref<HTMLHeadingElement>;
  /** Instead of the test's "Ready to hand in your test?" (a lesson's quiz). */
  heading?: string | undefined;
  onSubmit: () => void;
  onGoTo: (index: number) => void;
}

/** The confirmation before sending: how many questions still lack an answer, then Submit (or Retry). */
export function SubmitStep({
  states,
  status,
  headingRef,
  heading,
  onSubmit,
  onGoTo,
}: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const total = states.length;
  const answered = states.filter((s) => s === 'complete').length;
  const unanswered = states.filter((s) => s === 'empty').length;
  const partial = states.filter((s) => s === 'partial').length;
  const firstOpen = states.findIndex((s) => s !== 'complete');
  const busy = status === 'submitting';

  if (status === 'done') {
    return (
      <section className="card done" aria-labelledby={headingId}>
        <h1 id={headingId} ref={headingRef} tabIndex={-1}>
          {t('submit.done')}
        </h1>
      </section>
    );
  }

  return (
    <section className="card submit-step" aria-labelledby={headingId}>
      <h1 id={headingId} ref={headingRef} tabIndex={-1}>
        {heading ?? t('submit.heading')}
      </h1>
      <p>
        {answered === total
          ? t('submit.allAnswered', { total })
          : t('submit.answered', { answered, total })}
      </p>
      {unanswered > 0 && (
        <p className="warning">
          {t('submit.unanswered', { count: unanswered })}
        </p>
      )}
      {partial > 0 && (
        <p className="warning">{t('submit.partial', { count: partial })}</p>
      )}
      <p>{t('submit.confirm')}</p>
      {/* Not an alert: the host page announces the failure (spec 01 §4 errorStatus); one alert, not two. */}
      {status === 'failed' && <p className="error">{t('submit.failed')}</p>}
      <p role="status" className="submitting">
        {busy ? t('submit.submitting') : ''}
      </p>
      <div className="actions">
        {firstOpen >= 0 && !busy && (
          <button
            type="button"
            className="button"
            onClick={() => onGoTo(firstOpen)}
          >
            {t('submit.goToUnanswered')}
          </button>
        )}
        {!busy && (
          <button
            type="button"
            className="button"
            onClick={() => onGoTo(total - 1)}
          >
            {t('submit.back')}
          </button>
        )}
        <button
          type="button"
          className="button button-primary"
          aria-disabled={busy}
          onClick={onSubmit}
        >
          {status === 'failed' ? t('submit.retry') : t('submit.submit')}
        </button>
      </div>
    </section>
  );
}
