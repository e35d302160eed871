import { useTranslation } from '../../lib/use-translation';
import type { PageLoad } from '../../lib/student/page-queries';
import { ErrorState } from '../ui/error-state';
import { LoadingState } from '../ui/loading-state';
import { PageExits } from './page-exits';

/** What a page shows before its data is ready: loading, or the load error with Retry (spec 01 §4, §8). */
export function PageLoadState({ load }: { load: PageLoad }) {
  const { t } = useTranslation('course');
  if (load.status === 'loading') return <LoadingState label={t('loading')} />;
  if (load.status === 'error')
    return (
      <ErrorState
        error={load.error}
        onRetry={load.retry}
        exits={<PageExits />}
      />
    );
  return null;
}
