import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import {
  authorityFor,
  can,
  hasStudyPath,
  learnDecision,
  marketLanguage,
  moduleLessonDecision,
  startLessonDecision,
  type LessonStart,
} from '@gp/domain';
import type { LessonPracticeProgress } from '@gp/api';
import { DecisionRedirect } from '../../../components/layout/decision-redirect';
import { PageLoadState } from '../../../components/layout/page-load-state';
import { StudentPage } from '../../../components/layout/student-page';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Notice } from '../../../components/ui/notice';
import { PageHeading } from '../../../components/ui/page-heading';
import { usePracticeProgress } from '../../../lib/api/get-practice-progress';
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
import type { ReadyStudentPage } from '../../../lib/student/use-student-page-data';
import { pageLoadOf } from '../../../lib/student/page-queries';
import { useModuleLessonView } from '../hooks/use-module-lesson-view';
import { LessonList } from './lesson-list';
import { MistakesDialog } from './mistakes-dialog';
import { ModuleSummary } from './module-summary';
import styles from './lessons.module.css';

const NEEDS = {
  progress: 'withProfile',
  userInfo: true,
  catalogue: true,
} as const;
type Ready = ReadyStudentPage<typeof NEEDS, Record<never, never>>;

/**
 * spec 02 §2 Module lesson screen: one module (its key kept from the learn
 * page, otherwise back to learn), its card with the lessons' progress circle,
 * the latest score and View mistakes, the lessons with their videos,
 * practice and quiz, the module button, the expired banner and warning.
 * Back (in the navigation bar) follows the target page rule.
 */
export function ModuleLessonPage() {
  const { t } = useTranslation('lessons');
  const { remediationModuleKey } = useLocalRecord();
  const moduleKey = remediationModuleKey ?? '';
  const entry = moduleLessonDecision({ moduleKey });
  if (entry.type === 'redirect') return <DecisionRedirect decision={entry} />;
  return (
    <StudentPage
      needs={NEEDS}
      decide={(d) =>
        learnDecision({
          hasProfile: d.hasProfile,
          isFirstTime: d.progress?.IsFirstTime ?? true,
          hasStudyPath: hasStudyPath(d.profile),
        })
      }
      frame={(body) => (
        <div className={styles.page}>
          <PageHeading title={t('moduleLesson.title')} />
          {body}
        </div>
      )}
    >
      {(data) => <ModulePractice data={data} moduleKey={moduleKey} />}
    </StudentPage>
  );
}

/** The module's practice progress, the last thing the screen waits for. */
function ModulePractice({
  data,
  moduleKey,
}: {
  data: Ready;
  moduleKey: string;
}) {
  const { t } = useTranslation('lessons');
  const practice = usePracticeProgress(data.student.userId, [moduleKey]);
  const load = pageLoadOf([practice]);
  if (load.status !== 'ready' || !practice.data)
    return (
      <div className={styles.page}>
        <PageHeading title={t('moduleLesson.title')} />
        <PageLoadState load={load} />
      </div>
    );
  return (
    <ModuleLesson data={data} moduleKey={moduleKey} practice={practice.data} />
  );
}

function ModuleLesson({
  data,
  moduleKey,
  practice,
}: {
  data: Ready;
  moduleKey: string;
  practice: LessonPracticeProgress[];
}) {
  const { t } = useTranslation(['lessons', 'common']);
  const navigate = useNavigate();
  const { student } = data;
  const authority = useMemo(
    () => authorityFor(data.userInfo.UserStatus, data.progress),
    [data.userInfo.UserStatus, data.progress],
  );
  const { view, items, itemsLoading } = useModuleLessonView({
    progress: data.progress,
    catalogue: data.catalogue,
    authority,
    moduleKey,
    practice,
  });
  const [mistakesOpen, setMistakesOpen] = useState(false);
  const [pendingStart, setPendingStart] = useState<LessonStart | null>(null);

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
          items={items}
          itemsLoading={itemsLoading}
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
