import { useTranslation } from '../../lib/use-translation';
import type { CultureCode } from '@gp/api';
import {
  NOT_ANSWERED,
  type GapFillReview,
  type MatchReview,
  type QuestionReview,
} from '@gp/domain';
import { explanationIn } from './question-review';
import styles from './review.module.css';

/**
 * spec 02 §3 Mistake items: one question with the student's answer, the
 * right answer and the explanation. Questions and answers are English; the
 * explanation is in the interface language.
 */
export function ReviewedQuestion({
  review,
  number,
  language,
}: {
  review: QuestionReview;
  number: number;
  language: CultureCode;
}) {
  const { t } = useTranslation('lessons');
  const { yours, right, prompt } = answersOf(review, t('mistakes.notAnswered'));
  return (
    <article className={styles.reviewed}>
      <h3 className={styles.reviewedTitle}>
        {t('mistakes.question', { number })}
      </h3>
      {prompt && (
        <p lang="en" className={styles.reviewedPrompt}>
          {prompt}
        </p>
      )}
      <dl className={styles.reviewedAnswers}>
        <div data-kind="yours">
          <dt>{t('mistakes.yourAnswer')}</dt>
          <dd lang="en">{yours}</dd>
        </div>
        <div data-kind="right">
          <dt>{t('mistakes.rightAnswer')}</dt>
          <dd lang="en">{right}</dd>
        </div>
        <div data-kind="why">
          <dt>{t('mistakes.explanation')}</dt>
          <dd>{explanationIn(review.explanation, language)}</dd>
        </div>
      </dl>
    </article>
  );
}

type Gap = Extract<GapFillReview['items'][number], { isGap: true }>;

/** The question's text, what the student answered and the key, as lines of text. */
function answersOf(
  review: QuestionReview,
  notAnswered: string,
): { prompt: string; yours: string; right: string } {
  const none = (s: string) => (s.trim() === '' ? notAnswered : s);
  if (review.type === 'multipleSelect')
    return {
      prompt: review.question,
      yours: none(
        review.options
          .filter((o) => o.selected)
          .map((o) => o.text)
          .join(', '),
      ),
      right: review.options
        .filter((o) => o.isAnswer)
        .map((o) => o.text)
        .join(', '),
    };
  if (review.type === 'gapFill') {
    const sentence = (fill: (gap: Gap) => string) =>
      review.items.map((i) => (i.isGap ? `[${fill(i)}]` : i.text)).join('');
    return {
      prompt: review.items.map((i) => (i.isGap ? '___' : i.text)).join(''),
      yours: sentence((g) =>
        g.inputValue === NOT_ANSWERED ? notAnswered : g.inputValue,
      ),
      right: sentence((g) => g.correctAns),
    };
  }
  const pairs = (pick: (p: MatchReview['presets'][number]) => string) =>
    review.presets.map((p) => `${p.presetText} → ${pick(p)}`).join('; ');
  return {
    prompt: review.question ?? '',
    yours: pairs((p) =>
      p.linkedResponseText === '' ? notAnswered : p.linkedResponseText,
    ),
    right: pairs((p) => review.answers[p.correctAnswerIdx] ?? ''),
  };
}
