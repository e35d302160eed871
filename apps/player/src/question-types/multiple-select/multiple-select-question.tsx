import type { MultipleSelectResponse } from '@gp/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PromptText } from '../../components/prompt-text';
import type { QuestionOf, QuestionRendererProps } from '../question-type';
import { choosesMany, toggleOption } from './multiple-select-response';
import './multiple-select.css';

type Props = QuestionRendererProps<
  QuestionOf<'multipleSelect'>,
  MultipleSelectResponse
>;

/** Options as radio buttons (one answer) or checkboxes that stop at numAnswers. */
export function MultipleSelectQuestion({
  question,
  response,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const name = useId();
  const hintId = useId();
  const [atLimit, setAtLimit] = useState(false);
  const many = choosesMany(question);

  const choose = (index: number, checked: boolean) => {
    const next = toggleOption(question, response, index, checked);
    setAtLimit(next === 'limit');
    if (next !== 'limit') onChange(next);
  };

  return (
    <fieldset className="choices" aria-describedby={hintId}>
      <legend className="prompt">
        <PromptText text={question.prompt} />
      </legend>
      <p id={hintId} className="hint">
        {many
          ? t('multipleSelect.chooseMany', { count: question.numAnswers })
          : t('multipleSelect.chooseOne')}
      </p>
      <ul className="option-list">
        {question.options.map((option, index) => (
          <li key={index}>
            <label className="option">
              <input
                type={many ? 'checkbox' : 'radio'}
                name={name}
                checked={response.selected.includes(index)}
                onChange={(event) => choose(index, event.target.checked)}
              />
              <span className="option-text">{option.text}</span>
            </label>
          </li>
        ))}
      </ul>
      <p role="status" className="limit-message">
        {atLimit
          ? t('multipleSelect.limit', { count: question.numAnswers })
          : ''}
      </p>
    </fieldset>
  );
}
