import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type {
  CustomTestModuleScores,
  LessonPracticeProgress,
  StudentProgress,
} from '@gp/api';
import type { ProgressGroup } from '@gp/domain';
import { SelectField } from '../../../components/ui/select-field';
import type { Catalogue } from '../../../lib/course/catalogue';
import { allModulesView } from '../lib/all-modules-view';
import { CompactModuleCard } from './compact-module-card';
import { StudyReportArea } from './study-report-area';
import styles from './all-modules.module.css';

const GROUPS: readonly ProgressGroup[] = [
  'studying',
  'notPassed',
  'passed',
  'notStarted',
];

export interface AllModulesTabProps {
  progress: StudentProgress;
  catalogue: Catalogue;
  practice?: readonly LessonPracticeProgress[];
  ctScores?: readonly CustomTestModuleScores[];
  localLanguage?: string;
  onOpenModule: (moduleKey: string) => void;
}

/**
 * spec 02 §2 All-modules tab: the progress groups with counts, the study
 * report area, and every module grouped by grade as T3 cards, with a side
 * grade list that stays in view (position: sticky) and, below 660 px, a
 * menu in its place.
 */
export function AllModulesTab({
  progress,
  catalogue,
  practice,
  ctScores,
  localLanguage,
  onOpenModule,
}: AllModulesTabProps) {
  const { t } = useTranslation('learn');
  const idBase = useId();
  const view = allModulesView(progress, catalogue, practice, ctScores);
  const [menuGrade, setMenuGrade] = useState('');
  const gradeId = (key: string) => `${idBase}-grade-${key}`;
  const goToGrade = (key: string) => {
    const heading = document.getElementById(gradeId(key));
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus();
  };

  return (
    <div className={styles.tab}>
      <section aria-labelledby={`${idBase}-progress`} className={styles.panel}>
        <h2 id={`${idBase}-progress`} className={styles.panelTitle}>
          {t('all.progressTitle')}
        </h2>
        <ul className={styles.groups}>
          {GROUPS.map((g) => (
            <li key={g} className={styles.group} data-group={g}>
              <span className={styles.groupCount}>{view.counts[g]}</span>
              <span>{t(`all.groups.${g}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      {/* spec 02 §2 student report area: the monthly report's link per language (issue 13). */}
      <section
        aria-labelledby={`${idBase}-report`}
        className={styles.panel}
        data-region="study-report"
      >
        <h2 id={`${idBase}-report`} className={styles.panelTitle}>
          {t('all.reportTitle')}
        </h2>
        <StudyReportArea />
      </section>
      <div className={styles.layout}>
        <nav className={styles.side} aria-label={t('all.gradesNav')}>
          <ul className={styles.sideList}>
            {view.grades.map(({ grade }) => (
              <li key={grade.key}>
                <a
                  href={`#${gradeId(grade.key)}`}
                  className={styles.sideLink}
                  onClick={(e) => {
                    e.preventDefault();
                    goToGrade(grade.key);
                  }}
                >
                  {grade.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.menu}>
          <SelectField
            label={t('all.gradeMenu')}
            value={menuGrade}
            placeholder={t('all.gradeMenuPlaceholder')}
            options={view.grades.map(({ grade }) => ({
              value: grade.key,
              label: grade.name,
            }))}
            onValueChange={(key) => {
              setMenuGrade(key);
              if (key) goToGrade(key);
            }}
          />
        </div>
        <div className={styles.grades}>
          {view.grades.map(({ grade, items }) => (
            <section key={grade.key} aria-labelledby={gradeId(grade.key)}>
              <h2
                id={gradeId(grade.key)}
                className={styles.gradeTitle}
                tabIndex={-1}
              >
                {grade.name}
              </h2>
              <ul className={styles.cards}>
                {items.map((item) => (
                  <li key={item.model.key}>
                    <CompactModuleCard
                      item={item}
                      localLanguage={localLanguage}
                      onOpen={onOpenModule}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
