import { Fragment } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** A gap in a prompt is written `___` (packages/domain MultipleSelectQuestion). */
const BLANK = /_{3,}/;

/** A prompt with each ___ shown as a visible blank that screen readers hear as "blank". */
export function PromptText({ text }: { text: string }) {
  const { t } = useTranslation();
  const parts = text.split(BLANK);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <span className="blank">
              {/* Spaced so the accessible name reads "She blank a cat", not "blanka". */}
              <span className="visually-hidden">{` ${t('blank')} `}</span>
            </span>
          )}
        </Fragment>
      ))}
    </>
  );
}
