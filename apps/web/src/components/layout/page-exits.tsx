import { Link, useMatches } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { isScreenPage, showsNavBar } from '@gp/domain';
import { useAppConfig } from '../../lib/app-config-context';
import { useFullLogout } from '../../lib/auth/logout';
import { pathOf, type PageId } from '../../lib/paths';
import { Button } from '../ui/button';
import styles from './page-exits.module.css';

/** The page a route's handle names (app/routes page-handle), if any. */
function currentPage(matches: ReturnType<typeof useMatches>): PageId | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = (matches[i]?.handle as { page?: unknown } | undefined)?.page;
    if (typeof page === 'string' && isScreenPage(page)) return page;
  }
  return null;
}

/**
 * The ways out of a page that failed to load (issue 15: /gl/testing showed
 * "Oops" with a Retry that kept failing and nothing else): Learn, whose
 * decision rule sends the student wherever they belong, and Log out. Pages
 * with the navigation bar have both there already (packages/domain showsNavBar).
 */
export function PageExits({
  always = false,
}: {
  /** Also where the page has a navigation bar (the route error replaces the layout and its bar). */
  always?: boolean;
}) {
  const { t } = useTranslation(['common', 'nav']);
  const config = useAppConfig();
  const logout = useFullLogout(config.PortalLoginUrl);
  const page = currentPage(useMatches());
  if (!always && page !== null && showsNavBar(page)) return null;
  return (
    <nav className={styles.exits} aria-label={t('common:error.waysOut')}>
      {page !== 'learn' && (
        <Link className={styles.link} to={pathOf('learn')}>
          {t('common:error.backToLearn')}
        </Link>
      )}
      <Button
        variant="secondary"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {logout.isPending ? t('nav:loggingOut') : t('nav:logout')}
      </Button>
    </nav>
  );
}
