import type { AnswerKey, PublicQuestion } from '@gp/api';
import { Fragment } from 'react';
import { useTranslation } from '../i18n/use-translation';

const letter = (i: number) => String.fromCharCode(65 + i);

/**
 * The right answer as the question showed it, read from the practice key
 * (options in the order shown, a gap's first accepted answer, the pairs).
 * Course texts are English.
 */
export function RightAnswer({
  question,
  answerKey,
}: {
  question: PublicQuestion;
  answerKey: AnswerKey;
}) {
  const { t } = useTranslation();
  if (question.type === 'multipleSelect' && answerKey.type === 'multipleSelect')
    return (
      <ul className="right-answer" lang="en">
        {answerKey.correct.map((i) => (
          <li key={i}>{question.options[i]?.text}</li>
        ))}
      </ul>
    );
  if (question.type === 'gapFill' && answerKey.type === 'gapFill')
    return (
      <p className="right-answer" lang="en">
        {question.items.map((item, i) =>
          item.isGap ? (
            <strong key={i} className="right-gap">
              {answerKey.gaps[item.gapIndex]?.[0] ?? ''}
            </strong>
          ) : (
            <Fragment key={i}>{item.text}</Fragment>
          ),
        )}
      </p>
    );
  if (question.type === 'match' && answerKey.type === 'match')
    return (
      <ul className="right-answer" lang="en">
        {question.presets.map((preset, i) => {
          const answer = answerKey.answers[i] ?? 0;
          return (
            <li key={i}>
              {t('practice.pair', {
                left: `${i + 1}. ${preset.text}`,
                right: `${letter(answer)}. ${question.answers[answer]?.text ?? ''}`,
              })}
            </li>
          );
        })}
      </ul>
    );
  return null;
}
