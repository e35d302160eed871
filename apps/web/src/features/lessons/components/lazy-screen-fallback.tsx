import { useTranslation } from '../../../lib/use-translation';
import { LoadingState } from '../../../components/ui/loading-state';

/** What shows while a lazily loaded study screen arrives. */
export function LazyScreenFallback() {
  const { t } = useTranslation('course');
  return <LoadingState label={t('loading')} />;
}
