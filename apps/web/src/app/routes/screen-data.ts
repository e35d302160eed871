import type { QueryClient } from '@tanstack/react-query';
import { pageAt, type PageId } from '../../lib/paths';

interface ScreenData {
  /** Starts the screen's first requests into the app's query client. */
  prefetchScreenData(client: QueryClient): void;
}

/** The screens whose first requests start before their first render. */
const screenData: Partial<Record<PageId, () => Promise<ScreenData>>> = {
  learn: () => import('../../features/learn/api/prefetch-learn-data'),
  testing: () =>
    import('../../features/diagnostic-test/api/prefetch-testing-data'),
};

/**
 * Starts downloading what requests the data of the screen at this address,
 * if it has such a loader (main.tsx, beside the screen's code). The answer
 * starts the requests: main.tsx calls it once the stored record is read and
 * the API client wired. Without a loader it does nothing.
 */
export function screenDataAt(pathname: string): () => void {
  const page = pageAt(pathname);
  const load = page && screenData[page];
  if (!load) return () => {};
  const loading = Promise.all([load(), import('../../lib/query-client')]);
  loading.catch(() => {
    // The screen's own queries ask again, and report a failure.
  });
  return () => {
    loading.then(
      ([data, queries]) => data.prefetchScreenData(queries.appQueryClient()),
      () => {},
    );
  };
}
