import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { AnswerState } from '../question-types/question-type';

const STATES: readonly AnswerState[] = ['complete', 'partial', 'empty'];

/** The next question after `from` that is not fully answered, wrapping round; -1 when none. */
export function nextUnanswered(
  states: readonly AnswerState[],
  from: number,
): number {
  for (let step = 1; step <= states.length; step += 1) {
    const i = (from + step) % states.length;
    if (states[i] !== 'complete') return i;
  }
  return -1;
}

interface Props {
  states: readonly AnswerState[];
  /** The question shown, or states.length on the submit step. */
  current: number;
  onJump: (index: number) => void;
  onFinish: () => void;
  /** Instead of "Finish the test" (a lesson's quiz). */
  finishLabel?: string | undefined;
}

/** Every question as a numbered button showing whether it is answered, to jump to any of them. */
export function QuestionOverview({
  states,
  current,
  onJump,
  onFinish,
  finishLabel,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const next = nextUnanswered(states, Math.min(current, states.length - 1));
  const jump = (index: number) => {
    setOpen(false);
    onJump(index);
  };
  return (
    <div className="overview">
      <button
        type="button"
        className="button button-quiet overview-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="overview-icon">
          {'▦'}
        </span>
        {t('overview.toggle')}
      </button>
      <nav
        id={panelId}
        className="overview-panel"
        aria-label={t('overview.label')}
        hidden={!open}
      >
        {/* Built only when opened: a closed panel of 100 buttons cost the first
            question and every answer a render of them all (issue 16). */}
        {open && (
          <>
            <ol className="overview-grid">
              {states.map((state, i) => (
                <li key={i}>
                  <button
                    type="button"
                    className="overview-item"
                    data-state={state}
                    aria-current={i === current ? 'step' : undefined}
                    aria-label={t('overview.question', {
                      number: i + 1,
                      state: t(`overview.state.${state}`),
                    })}
                    onClick={() => jump(i)}
                  >
                    {i + 1}
                  </button>
                </li>
              ))}
            </ol>
            <ul className="overview-key" aria-label={t('overview.key')}>
              {STATES.map((state) => (
                <li key={state}>
                  <span
                    className="overview-swatch"
                    data-state={state}
                    aria-hidden="true"
                  />
                  {t(`overview.state.${state}`)}
                </li>
              ))}
            </ul>
            <div className="actions">
              {next >= 0 && (
                <button
                  type="button"
                  className="button"
                  onClick={() => jump(next)}
                >
                  {t('overview.nextUnanswered')}
                </button>
              )}
              <button
                type="button"
                className="button"
                onClick={() => {
                  setOpen(false);
                  onFinish();
                }}
              >
                {finishLabel ?? t('overview.finish')}
              </button>
            </div>
          </>
        )}
      </nav>
    </div>
  );
}
