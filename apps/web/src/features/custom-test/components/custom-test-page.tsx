import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { authorityFor, STAY } from '@gp/domain';
import { StudentPage } from '../../../components/layout/student-page';
import { prefetchPlayer } from '../../../components/player-host/prefetch-player';
import { PageHeading } from '../../../components/ui/page-heading';
import { CustomTestContent } from './custom-test-content';
import styles from './custom-test.module.css';

/**
 * spec 02 §2 Custom test page: loads the student's profile, progress, user
 * info and catalogue (no profile goes to welcome), then the selection.
 */
export function CustomTestPage() {
  const { t } = useTranslation('customTest');
  const heading = <PageHeading title={t('title')} lead={t('lead')} />;
  // The custom test comes next: its player's files are fetched while the student chooses (issue 16).
  useEffect(() => prefetchPlayer(), []);
  return (
    <StudentPage
      needs={{ progress: 'withProfile', userInfo: true, catalogue: true }}
      decide={() => STAY}
      frame={(body) => (
        <div className={styles.page}>
          {heading}
          {body}
        </div>
      )}
    >
      {(data) => (
        <div className={styles.page}>
          {heading}
          <CustomTestContent
            userId={data.student.userId}
            progress={data.progress}
            catalogue={data.catalogue}
            authority={authorityFor(data.userInfo.UserStatus, data.progress)}
          />
        </div>
      )}
    </StudentPage>
  );
}
