import { useTranslation } from 'react-i18next';

/** The place in the test as a bar (with its value for assistive technology) and the answered count. */
export function ProgressHeader({
  current,
  total,
  answered,
  label,
}: {
  current: number;
  total: number;
  answered: number;
  /** The bar's name; the test's "Your place in the test" by default. */
  label?: string | undefined;
}) {
  const { t } = useTranslation();
  const percent = total === 0 ? 0 : Math.round((current / total) * 100);
  return (
    <div className="progress">
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={label ?? t('progress.label')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={t('progress.position', { current, total })}
      >
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="progress-answered">
        {t('progress.answered', { answered, total })}
      </p>
    </div>
  );
}
