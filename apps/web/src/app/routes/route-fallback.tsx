import { useTranslation } from '../../lib/use-translation';
import { LoadingState } from '../../components/ui/loading-state';
import styles from './route-fallback.module.css';

/**
 * What a page shows while its code arrives (screens.tsx): the loading state,
 * a polite status that screen readers announce, shown only after 400 ms so a
 * fast load never flashes a spinner. Within a layout React keeps the previous
 * page on screen while the next one loads (router navigations are
 * transitions), so this shows on a first visit or a change of layout.
 */
export function RouteFallback() {
  const { t } = useTranslation('course');
  return (
    <div className={styles.fallback}>
      <LoadingState label={t('loading')} />
    </div>
  );
}
