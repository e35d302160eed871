import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageExits } from '../../components/layout/page-exits';
import { ErrorState } from '../../components/ui/error-state';
import { reportException } from '../../lib/client-log';
import styles from './layout.module.css';

/**
 * A page that threw while rendering or loading its code (spec 01 §8
 * uncaught exceptions are reported): "Oops! Something went wrong", Retry
 * (a reload), and the ways out, never the router's bare error page.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportException(error), [error]);
  return (
    <div className={styles.page}>
      <main id="main" className={styles.main}>
        <ErrorState
          headingLevel={1}
          error={error}
          onRetry={() => window.location.reload()}
          exits={<PageExits always />}
        />
      </main>
    </div>
  );
}
