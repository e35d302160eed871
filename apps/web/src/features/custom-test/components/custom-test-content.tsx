import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { StudentProgress } from '@gp/api';
import {
  addModule,
  customTestModuleTap,
  customTestPageDecision,
  initialSelection,
  removeModule,
  startCustomTest,
  WARNING_HINT_FADE_MS,
  weaknessCandidates,
  type Authority,
  type CustomTestSelection,
} from '@gp/domain';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { Notice } from '../../../components/ui/notice';
import { Tabs } from '../../../components/ui/tabs';
import type { Catalogue } from '../../../lib/course/catalogue';
import { pathOf } from '../../../lib/paths';
import { updateLocalRecord } from '../../../lib/storage/local-record';
import { useCustomTestScores } from '../api/custom-test-api';
import { customTestCandidates } from '../lib/candidates';
import { ModuleRow } from './module-row';
import styles from './custom-test.module.css';

type Area = 'test' | 'results';

/**
 * spec 02 §2 Custom test page, §4 Custom test selection: the weakness
 * modules sorted and the first 4 preselected (domain initialSelection), Add
 * refused when full, Remove returning a module, Start needing one module and
 * the canDoCt warning that fades after 4700 ms; the results area with each
 * module's latest score and Review.
 */
export function CustomTestContent({
  userId,
  progress,
  catalogue,
  authority,
}: {
  userId: string;
  progress: StudentProgress;
  catalogue: Catalogue;
  authority: Authority;
}) {
  const { t } = useTranslation(['customTest', 'common']);
  const navigate = useNavigate();
  const scores = useCustomTestScores(userId);
  const [area, setArea] = useState<Area>('test');
  const [selection, setSelection] = useState<CustomTestSelection | null>(null);
  const [full, setFull] = useState(false);
  const [warning, setWarning] = useState(false);
  const candidates = scores.data
    ? customTestCandidates(progress, scores.data, catalogue)
    : [];
  const weak = weaknessCandidates(candidates);
  const current = selection ?? initialSelection(candidates);

  useEffect(() => {
    if (!warning) return;
    const timer = setTimeout(() => setWarning(false), WARNING_HINT_FADE_MS);
    return () => clearTimeout(timer);
  }, [warning]);

  if (scores.isPending) return <LoadingState label={t('loading')} />;
  if (scores.isError)
    return (
      <ErrorState error={scores.error} onRetry={() => void scores.refetch()} />
    );
  // spec 02 §4: a custom test with no weakness modules goes to learn.
  if (
    customTestPageDecision({ weaknessModuleCount: weak.length }).type !== 'stay'
  )
    return <Navigate to={pathOf('learn')} replace />;

  const byKey = new Map(candidates.map((c) => [c.moduleKey, c]));
  const openModule = (moduleKey: string) => {
    const c = byKey.get(moduleKey);
    if (!c || customTestModuleTap(c.moduleDtStatus).type !== 'redirect') return;
    void updateLocalRecord({
      remediationModuleKey: moduleKey,
      targetPage: 'custom_test',
    });
    void navigate(pathOf('module_lesson'));
  };
  const add = (moduleKey: string) => {
    const result = addModule(current, moduleKey);
    if (result.ok) setSelection(result.selection);
    else if (result.reason === 'full') setFull(true);
  };
  const remove = (moduleKey: string) =>
    setSelection(removeModule(current, moduleKey, weak));
  const start = () => {
    const decision = startCustomTest(current.selected, authority);
    if (decision.type === 'warning') setWarning(true);
    if (decision.type !== 'start') return;
    void updateLocalRecord({ customTestModuleKeys: decision.moduleKeys }).then(
      () => navigate(pathOf('ct_testing')),
    );
  };
  const row = (moduleKey: string, action: 'add' | 'remove' | 'review') => (
    <ModuleRow
      key={moduleKey}
      moduleKey={moduleKey}
      module={catalogue.modules.get(moduleKey)}
      score={byKey.get(moduleKey)?.displayedScore ?? 0}
      action={action}
      onOpen={openModule}
      onAction={
        action === 'add' ? add : action === 'remove' ? remove : openModule
      }
    />
  );

  return (
    <>
      <Tabs
        label={t('areas')}
        selected={area}
        onSelect={setArea}
        tabs={[
          { key: 'test', label: t('tabs.test') },
          { key: 'results', label: t('tabs.results') },
        ]}
      >
        {area === 'test' ? (
          <div className={styles.area}>
            <section aria-labelledby="ct-selected">
              <h2 id="ct-selected" className={styles.sectionTitle}>
                {t('selected', { count: current.selected.length, max: 4 })}
              </h2>
              {current.selected.length === 0 ? (
                <p className={styles.muted}>{t('nothingSelected')}</p>
              ) : (
                <ul className={styles.rows}>
                  {current.selected.map((k) => row(k, 'remove'))}
                </ul>
              )}
            </section>
            {current.selectable.length > 0 && (
              <section aria-labelledby="ct-selectable">
                <h2 id="ct-selectable" className={styles.sectionTitle}>
                  {t('selectable')}
                </h2>
                <ul className={styles.rows}>
                  {current.selectable.map((k) => row(k, 'add'))}
                </ul>
              </section>
            )}
            <p className={styles.muted}>{t('fillNote')}</p>
            <div className={styles.actions}>
              <Button onClick={start} disabled={current.selected.length === 0}>
                {t('start')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => void navigate(pathOf('learn'))}
              >
                {t('backToLearn')}
              </Button>
            </div>
            <div aria-live="polite">
              {warning && (
                <Notice tone="warning" title={t('noRight.title')}>
                  <p>{t('noRight.text')}</p>
                </Notice>
              )}
            </div>
          </div>
        ) : (
          <div className={styles.area}>
            <ul className={styles.rows}>
              {weak.map((c) => row(c.moduleKey, 'review'))}
            </ul>
          </div>
        )}
      </Tabs>
      {full && (
        <AlertDialog
          title={t('full.title')}
          message={t('full.message')}
          buttonLabel={t('full.ok')}
          onConfirm={() => setFull(false)}
        />
      )}
    </>
  );
}
