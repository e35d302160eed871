import { useTranslation } from '../../../lib/use-translation';
import {
  SCORE_COMPARISON,
  scoreColour,
  type ModuleResult,
  type ScoreComparison,
} from '@gp/domain';
import styles from './learn.module.css';

const BAND = { 2: 'green', 3: 'orange', 4: 'red' } as const;

/** The colour band of a displayed score (packages/domain scoreColour). */
export function bandOf(score: number): (typeof BAND)[keyof typeof BAND] {
  return BAND[scoreColour(score)];
}

/** spec 02 §4 Score colour: 80+ green, 60-79 orange, below 60 red; the number is always written. */
export function ScoreValue({
  score,
  large = false,
}: {
  score: number;
  large?: boolean;
}) {
  const { t } = useTranslation('learn');
  return (
    <span
      className={`${styles.score} ${large ? styles.scoreLarge : ''}`}
      data-band={bandOf(score)}
    >
      {t('score.percent', { score })}
    </span>
  );
}

const RESULT_ICON: Record<ModuleResult, string> = {
  passed: 'M5 12.5l4.5 4.5L19 7.5',
  recommended: 'M12 6v7M12 17v.5',
  requiresAttention: 'M12 6v7M12 17v.5',
  notStudied: 'M7 12h10',
};

/** spec 01 §4 Module result texts, with an icon so the colour is never alone. */
export function ResultLabel({ result }: { result: ModuleResult }) {
  const { t } = useTranslation('learn');
  return (
    <span className={styles.result} data-result={result}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        {result === 'requiresAttention' ? (
          <path d="M12 3l10 18H2z" fill="currentColor" />
        ) : (
          <circle cx="12" cy="12" r="11" fill="currentColor" />
        )}
        <path
          d={RESULT_ICON[result]}
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          transform={
            result === 'requiresAttention' ? 'translate(0 2)' : undefined
          }
        />
      </svg>
      {t(`result.${result}`)}
    </span>
  );
}

/** spec 02 §3 compareLatestTwoScoresResult as an arrow with words for screen readers. */
export function ScoreArrow({
  comparison,
  previous,
}: {
  comparison: ScoreComparison;
  previous: number | null;
}) {
  const { t } = useTranslation('learn');
  if (comparison === SCORE_COMPARISON.unknown || previous === null) return null;
  const kind =
    comparison === SCORE_COMPARISON.up
      ? 'up'
      : comparison === SCORE_COMPARISON.down
        ? 'down'
        : 'equal';
  const path = {
    up: 'M12 19V5M6 11l6-6 6 6',
    down: 'M12 5v14M6 13l6 6 6-6',
    equal: 'M5 9h14M5 15h14',
  }[kind];
  return (
    <span className={styles.arrow} data-trend={kind}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only">{t(`trend.${kind}`)}</span>
    </span>
  );
}
