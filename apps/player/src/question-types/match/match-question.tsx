import type { MatchResponse } from '@gp/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PromptText } from '../../components/prompt-text';
import type { QuestionOf, QuestionRendererProps } from '../question-type';
import { leftOf, letterOf, toggleLink, unlink } from './match-links';
import './match.css';

type Props = QuestionRendererProps<QuestionOf<'match'>, MatchResponse>;

type Side = 'left' | 'right';
type Chosen = { side: Side; index: number } | null;

/** Pair colours cycle; the number and letter carry the meaning, the colour only helps. */
const PAIR_COLOURS = 8;

/**
 * Matching without dragging (WCAG 2.2 SC 2.5.7): choose an item on one side,
 * then its match on the other, by tap, click or keyboard. Each pair shows the
 * left item's number, the right item's letter and a colour, and is listed in
 * words under "Your matches" with a Remove button.
 */
export function MatchQuestion({ question, response, onChange }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [chosen, setChosen] = useState<Chosen>(null);
  const [announcement, setAnnouncement] = useState('');
  const { presets, answers } = question;
  const { links } = response;

  const leftText = (i: number) => presets[i]?.text ?? '';
  const rightText = (j: number) => answers[j]?.text ?? '';
  const leftLabel = (i: number) =>
    t('match.left', { number: i + 1, text: leftText(i) });
  const rightLabel = (j: number) =>
    t('match.right', { letter: letterOf(j), text: rightText(j) });
  const pairWords = (i: number, j: number) => ({
    number: i + 1,
    left: leftText(i),
    letter: letterOf(j),
    right: rightText(j),
  });

  const connect = (left: number, right: number) => {
    const undoing = links[left] === right;
    onChange(toggleLink(response, left, right));
    setChosen(null);
    setAnnouncement(
      t(undoing ? 'match.unlinked' : 'match.linked', pairWords(left, right)),
    );
  };

  const press = (side: Side, index: number) => {
    if (chosen && chosen.side !== side) {
      if (side === 'left') connect(index, chosen.index);
      else connect(chosen.index, index);
      return;
    }
    if (chosen && chosen.index === index) {
      setChosen(null);
      setAnnouncement('');
      return;
    }
    setChosen({ side, index });
    setAnnouncement(
      t('match.chosen', {
        label: side === 'left' ? leftLabel(index) : rightLabel(index),
      }),
    );
  };

  const remove = (left: number) => {
    const right = links[left];
    if (right === null || right === undefined) return;
    onChange(unlink(response, left));
    setAnnouncement(t('match.unlinked', pairWords(left, right)));
  };

  const leftName = (i: number) => {
    const j = links[i];
    return j === null || j === undefined
      ? t('match.notLinked', { label: leftLabel(i) })
      : t('match.leftLinked', {
          number: i + 1,
          text: leftText(i),
          letter: letterOf(j),
          other: rightText(j),
        });
  };
  const rightName = (j: number) => {
    const i = leftOf(response, j);
    return i < 0
      ? t('match.notLinked', { label: rightLabel(j) })
      : t('match.rightLinked', {
          letter: letterOf(j),
          text: rightText(j),
          number: i + 1,
          other: leftText(i),
        });
  };
  const isChosen = (side: Side, index: number) =>
    chosen?.side === side && chosen.index === index;
  const pairs = links.flatMap((j, i) =>
    j === null ? [] : [{ left: i, right: j }],
  );

  return (
    <div className="match">
      {question.prompt !== undefined && question.prompt !== '' && (
        <p className="prompt">
          <PromptText text={question.prompt} />
        </p>
      )}
      <p className="hint">{t('match.help')}</p>
      <div className="match-columns">
        <div className="match-column">
          <h2 id={`${ids}-left`} className="column-heading">
            {t('match.leftHeading')}
          </h2>
          <ul className="match-list" aria-labelledby={`${ids}-left`}>
            {presets.map((preset, i) => {
              const j = links[i];
              const linked = j !== null && j !== undefined;
              return (
                <li key={i}>
                  <button
                    type="button"
                    className="match-item"
                    data-pair={linked ? i % PAIR_COLOURS : undefined}
                    aria-pressed={isChosen('left', i)}
                    aria-label={leftName(i)}
                    onClick={() => press('left', i)}
                  >
                    <span className="badge" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span className="match-text">{preset.text}</span>
                    {linked && (
                      <span className="link-chip" aria-hidden="true">
                        {letterOf(j)}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="match-column">
          <h2 id={`${ids}-right`} className="column-heading">
            {t('match.rightHeading')}
          </h2>
          <ul className="match-list" aria-labelledby={`${ids}-right`}>
            {answers.map((answer, j) => {
              const i = leftOf(response, j);
              return (
                <li key={j}>
                  <button
                    type="button"
                    className="match-item"
                    data-pair={i < 0 ? undefined : i % PAIR_COLOURS}
                    aria-pressed={isChosen('right', j)}
                    aria-label={rightName(j)}
                    onClick={() => press('right', j)}
                  >
                    <span className="badge badge-letter" aria-hidden="true">
                      {letterOf(j)}
                    </span>
                    <span className="match-text">{answer.text}</span>
                    {i >= 0 && (
                      <span className="link-chip" aria-hidden="true">
                        {i + 1}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <h2 id={`${ids}-pairs`} className="column-heading">
        {t('match.pairs')}
      </h2>
      {pairs.length === 0 ? (
        <p className="hint">{t('match.noPairs')}</p>
      ) : (
        <ul className="pair-list" aria-labelledby={`${ids}-pairs`}>
          {pairs.map(({ left, right }) => (
            <li key={left} className="pair" data-pair={left % PAIR_COLOURS}>
              <span className="pair-text">
                {leftLabel(left)}
                <span aria-hidden="true">{' ⟷ '}</span>
                <span className="visually-hidden">{' – '}</span>
                {rightLabel(right)}
              </span>
              <button
                type="button"
                className="button button-small"
                aria-label={t('match.removeLabel', pairWords(left, right))}
                onClick={() => remove(left)}
              >
                {t('match.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
