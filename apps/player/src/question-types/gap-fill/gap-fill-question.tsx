import type { GapFillResponse } from '@gp/domain';
import { useTranslation } from '../../i18n/use-translation';
import type { QuestionOf, QuestionRendererProps } from '../question-type';
import { GAP_MAX_LENGTH, typeInGap } from './gap-fill-response';
import './gap-fill.css';

type Props = QuestionRendererProps<QuestionOf<'gapFill'>, GapFillResponse>;

/** The sentence with a text input in each gap, labelled "Gap n of N". */
export function GapFillQuestion({ question, response, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <p className="gap-text">
      {question.items.map((item, i) => {
        if (!item.isGap) return <span key={i}>{item.text}</span>;
        const value = response.answers[item.gapIndex] ?? '';
        return (
          <input
            key={i}
            type="text"
            className="gap-input"
            aria-label={t('gapFill.gap', {
              number: item.gapIndex + 1,
              total: question.gapCount,
            })}
            value={value}
            size={Math.min(24, Math.max(6, value.length + 1))}
            maxLength={GAP_MAX_LENGTH}
            // Answers are graded as typed: the device must not "correct" or capitalise them.
            autoCapitalize="off"
            autoCorrect="off"
            autoComplete="off"
            // The attribute's text: Preact drops an attribute whose value is false.
            spellCheck="false"
            onChange={(event) =>
              onChange(typeInGap(response, item.gapIndex, event.target.value))
            }
          />
        );
      })}
    </p>
  );
}
