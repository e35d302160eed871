import { roundedPercent } from '@gp/domain';
import { useTranslation } from '../i18n/use-translation';

/**
 * How far the student is: a bar and its text, both counting answered
 * questions (issue 15: the bar measured the position while the text counted
 * answers). The position is the question heading's job.
 */
export function ProgressHeader({
  total,
  answered,
  label,
}: {
  total: number;
  answered: number;
  /** The bar's name; the test's "Your progress in the test" by default. */
  label?: string | undefined;
}) {
  const { t } = useTranslation();
  const percent = roundedPercent(answered, total);
  const text = t('progress.answered', { answered, total });
  return (
    <div className="progress">
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={label ?? t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={text}
      >
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="progress-answered" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
