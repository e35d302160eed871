import { useId, type Ref } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** The end of the practice: how many parts are done, and the way on to the quiz (never blocked). */
export function PracticeEnd({
  headingRef,
  partsDone,
  parts,
  onQuiz,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  partsDone: number;
  parts: number;
  onQuiz: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="card done" aria-labelledby={headingId}>
      <h1 id={headingId} ref={headingRef} tabIndex={-1}>
        {partsDone === parts ? t('practice.allDone') : t('practice.endTitle')}
      </h1>
      <p>{t('practice.partsDone', { done: partsDone, total: parts })}</p>
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          onClick={onQuiz}
        >
          {t('practice.toQuiz')}
        </button>
      </div>
    </section>
  );
}
