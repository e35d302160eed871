import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { nextCoachMark } from '@gp/domain';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { readGpCookie, writeGpCookie } from '../../../lib/gp-cookie';

const MARKS = ['tabs', 'results'] as const;

/**
 * spec 02 §2 Learn page: the coach marks, one at a time, with their counter
 * in the gp_cookie cookie so a dismissed one does not come back on this device.
 */
export function CoachMark({
  className,
  onShowingChange,
}: {
  className?: string;
  /** Told whether a tip shows (the home-page ad waits for them, spec 02 §4). */
  onShowingChange?: (showing: boolean) => void;
}) {
  const { t } = useTranslation('learn');
  const [counter, setCounter] = useState(() => readGpCookie().coachMarks);
  const index = nextCoachMark(counter, MARKS.length);
  const showing = index !== null;
  useEffect(() => onShowingChange?.(showing), [showing, onShowingChange]);
  if (index === null) return null;
  const mark = MARKS[index] ?? 'tabs';
  const dismiss = () => {
    const next = index + 1;
    writeGpCookie({ coachMarks: next });
    setCounter(next);
  };
  return (
    <div className={className}>
      <Notice
        tone="info"
        title={t('coach.title')}
        actions={
          <Button variant="secondary" onClick={dismiss}>
            {t('coach.gotIt')}
          </Button>
        }
      >
        <p>{t(`coach.${mark}`)}</p>
      </Notice>
    </div>
  );
}
