import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  can,
  marketLanguage,
  moduleLessonDecision,
  startLessonDecision,
  type LessonStart,
} from '@gp/domain';
import { DecisionRedirect } from '../../../components/layout/decision-redirect';
import { PageLoadState } from '../../../components/layout/page-load-state';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Notice } from '../../../components/ui/notice';
import { PageHeading } from '../../../components/ui/page-heading';
import {
  chosenLesson,
  lessonToOpen,
  storeLessonStart,
} from '../../../lib/lessons/lesson-start';
import { pathOfPage } from '../../../lib/page-path';
import { pathOf } from '../../../lib/paths';
import {
  updateLocalRecord,
  useLocalRecord,
} from '../../../lib/storage/local-record';
import { useStudent } from '../../../lib/student/use-student';
import { useModuleLessonData } from '../hooks/use-module-lesson-data';
import { LessonList } from './lesson-list';
import { MistakesDialog } from './mistakes-dialog';
import { ModuleSummary } from './module-summary';
import styles from './lessons.module.css';

/**
 * spec 02 §2 Module lesson screen: one module (its key kept from the learn
 * page, otherwise back to learn), its card with the lessons' progress circle,
 * the latest score and View mistakes, the lessons with their videos,
 * practice and quiz, the module button, the expired banner and warning.
 * Back (in the navigation bar) follows the target page rule.
 */
export function ModuleLessonPage() {
  const student = useStudent();
  const { t } = useTranslation(['lessons', 'common']);
  const navigate = useNavigate();
  const { remediationModuleKey } = useLocalRecord();
  const moduleKey = remediationModuleKey ?? '';
  const data = useModuleLessonData(student, moduleKey);
  const [mistakesOpen, setMistakesOpen] = useState(false);
  const [pendingStart, setPendingStart] = useState<LessonStart | null>(null);

  const entry = moduleLessonDecision({ moduleKey });
  if (entry.type === 'redirect') return <DecisionRedirect decision={entry} />;
  if (!student) return null;
  if (data.decision?.type === 'redirect')
    return <DecisionRedirect decision={data.decision} />;
  const { view, authority } = data;
  if (data.load.status !== 'ready' || !view || !authority)
    return (
      <div className={styles.page}>
        <PageHeading title={t('moduleLesson.title')} />
        <PageLoadState load={data.load} />
      </div>
    );

  const name = view.module?.name ?? moduleKey;
  const local = marketLanguage(student.marketRegion);
  const go = (start: LessonStart) =>
    void storeLessonStart(moduleKey, start).then(() =>
      navigate(pathOf('remediation_lesson')),
    );
  // spec 02 §4 Starting a lesson: the authority decides; expired students see the warning first.
  const start = (lesson: LessonStart | null) => {
    if (!lesson) return;
    const decision = startLessonDecision(authority, moduleKey);
    if (decision.type === 'redirect') {
      if (decision.to === 'purchase_guide')
        void updateLocalRecord({ identificationOfEntryPage: 'module_lesson' });
      void navigate(pathOfPage(decision.to));
      return;
    }
    if (decision.showExpiredWarning) setPendingStart(lesson);
    else go(lesson);
  };
  const onModuleButton = () => {
    if (view.button === 'Get the full version') {
      void updateLocalRecord({ identificationOfEntryPage: 'module_lesson' });
      void navigate(pathOf('purchase_guide'));
    } else start(lessonToOpen(view.lessons, authority));
  };

  return (
    <div className={styles.page}>
      <PageHeading title={name} lead={t('moduleLesson.lead')} />
      {can(authority, 'seeExpiredWarning') && (
        <div className={styles.banner}>
          <Notice tone="warning" title={t('expired.title')}>
            <p>{t('expired.text')}</p>
          </Notice>
        </div>
      )}
      <ModuleSummary
        view={view}
        localLanguage={local === 'en-US' ? undefined : local}
        onViewMistakes={() => setMistakesOpen(true)}
        onModuleButton={onModuleButton}
      />
      {view.isLockedByPath ? (
        <Notice tone="info">
          <p>{t('moduleLesson.lockedByPath')}</p>
        </Notice>
      ) : (
        <LessonList
          lessons={view.lessons}
          items={data.items}
          itemsLoading={data.itemsLoading}
          onOpen={(lesson) => start(chosenLesson(lesson, authority))}
        />
      )}
      {mistakesOpen && (
        <MistakesDialog
          userId={student.userId}
          moduleKey={moduleKey}
          moduleName={name}
          onClose={() => setMistakesOpen(false)}
        />
      )}
      {pendingStart && (
        <AlertDialog
          title={t('expired.warningTitle')}
          message={t('expired.warningText')}
          buttonLabel={t('expired.gotIt')}
          onConfirm={() => {
            const lesson = pendingStart;
            setPendingStart(null);
            go(lesson);
          }}
        />
      )}
    </div>
  );
}
