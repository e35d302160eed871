import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { logoLinksToLearn, navBarBack } from '@gp/domain';
import { NavBar } from '../../features/navigation/components/nav-bar';
import type { LearnEntryState } from '../../lib/learn-entry';
import { pathOfPage } from '../../lib/page-path';
import { useLocalRecord } from '../../lib/storage/local-record';
import { pageHandleOf } from './page-handle';
import { RouteFallback } from './route-fallback';
import styles from './layout.module.css';

/** Pages with the navigation bar (packages/domain showsNavBar, spec 01 §2); back and logo follow the domain too. */
export function NavLayout() {
  const page = pageHandleOf(useMatches())?.page;
  const record = useLocalRecord();
  const back =
    page &&
    navBarBack(page, {
      targetPage: record.targetPage,
      entryPage: record.identificationOfEntryPage,
    });
  // spec 02 §2 Learn page: the tab is kept only when the module lesson's back button returns there.
  const backState: LearnEntryState | undefined =
    page === 'module_lesson'
      ? { returnedViaModuleLessonBack: true }
      : undefined;
  return (
    <div className={styles.page}>
      <NavBar
        backTo={back ? pathOfPage(back) : undefined}
        backState={backState}
        logoLinksToLearn={page !== undefined && logoLinksToLearn(page)}
      />
      <main id="main" className={styles.main}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** Pages without the navigation bar (the others, by packages/domain showsNavBar). */
export function BareLayout() {
  return (
    <div className={styles.page}>
      <main id="main" className={styles.main}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
