import { Outlet, useMatches } from 'react-router';
import { NavBar } from '../../features/navigation/components/nav-bar';
import { pathOf } from '../../lib/paths';
import { useLocalRecord } from '../../lib/storage/local-record';
import { pageHandleOf } from './page-handle';
import styles from './layout.module.css';

/** Pages with the navigation bar (spec 01 §2: learn, module_lesson, dt_intro, welcome, profile, set_level, ready_go, custom_test, purchase_guide). */
export function NavLayout() {
  const handle = pageHandleOf(useMatches());
  const record = useLocalRecord();
  const back = handle?.back?.(record);
  return (
    <div className={styles.page}>
      <NavBar
        backTo={back && pathOf(back)}
        logoLinksToLearn={handle?.logoLinksToLearn}
      />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}

/** Pages without the navigation bar (testing, remediation_lesson, gp_intro, ct_testing). */
export function BareLayout() {
  return (
    <div className={styles.page}>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
