import { useEffect, useState } from 'react';
import { useNavigate, useNavigationType } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import {
  authorityFor,
  ctStartResponseDecision,
  ctTestingDecision,
} from '@gp/domain';
import { PageLoadState } from '../../../components/layout/page-load-state';
import { prefetchPlayer } from '../../../components/player-host/prefetch-player';
import { StudentPage } from '../../../components/layout/student-page';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { pathOf } from '../../../lib/paths';
import { getLocalRecord } from '../../../lib/storage/local-record';
import { pageLoadOf } from '../../../lib/student/page-queries';
import { startCustomTestQueryOptions } from '../api/custom-test-api';
import { CtSession } from './ct-session';
import styles from './custom-test.module.css';

/**
 * spec 02 §2 ct_testing: loads the student, profile, user info and progress,
 * follows the redirects of spec 02 §4 (no chosen modules or no custom-test
 * right: learn; no profile: welcome; first time: ready_go), starts the test
 * and runs it in the player frame.
 */
export function CtTestingPage() {
  const { t } = useTranslation('customTest');
  const navigationType = useNavigationType();
  const [cameFromPage] = useState(() => navigationType !== 'POP');
  const [moduleKeys] = useState(
    () => getLocalRecord().customTestModuleKeys ?? [],
  );
  // Opened directly (a reload, a link): the player's files come while the test is started (issue 16).
  useEffect(() => prefetchPlayer(), []);
  const heading = <PageHeading title={t('testing.title')} />;
  return (
    <StudentPage
      needs={{ progress: 'always', userInfo: true }}
      decide={(data) =>
        ctTestingDecision({
          selectedModuleKeys: moduleKeys,
          authority: authorityFor(data.userInfo.UserStatus, data.progress),
          hasProfile: data.hasProfile,
          isFirstTime: data.progress.IsFirstTime,
        })
      }
      frame={(body) => (
        <div className={styles.page}>
          {heading}
          {body}
        </div>
      )}
    >
      {({ student }) => (
        <StartedCustomTest
          studentId={student.userId}
          moduleKeys={moduleKeys}
          cameFromPage={cameFromPage}
        />
      )}
    </StudentPage>
  );
}

function StartedCustomTest({
  studentId,
  moduleKeys,
  cameFromPage,
}: {
  studentId: string;
  moduleKeys: readonly string[];
  cameFromPage: boolean;
}) {
  const { t } = useTranslation('customTest');
  const navigate = useNavigate();
  const start = useQuery(startCustomTestQueryOptions(studentId, moduleKeys));
  const load = pageLoadOf([start]);
  if (load.status !== 'ready' || !start.data)
    return (
      <div className={styles.page}>
        <PageHeading title={t('testing.title')} />
        <PageLoadState load={load} />
      </div>
    );
  // spec 02 §4: no custom test key or no modules goes back to the custom test page.
  const decision = ctStartResponseDecision({
    customTestKey: start.data.CustomTestKey,
    moduleCount: start.data.Modules.length,
  });
  if (decision.type === 'redirect')
    return (
      <AlertDialog
        title={t('testing.title')}
        message={t('testing.missing')}
        buttonLabel={t('full.ok')}
        onConfirm={() =>
          void navigate(pathOf('custom_test'), { replace: true })
        }
      />
    );
  return (
    <CtSession
      test={start.data}
      studentId={studentId}
      moduleKeys={moduleKeys}
      cameFromPage={cameFromPage}
    />
  );
}
