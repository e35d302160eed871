import { useTranslation } from '../../lib/use-translation';
import type { CatalogueGrade } from '../../lib/course/catalogue';
import styles from './grade-modules.module.css';

export interface GradeModulesProps {
  grades: readonly CatalogueGrade[];
  /** The language of the modules' local names (lang attribute), when the market has one. */
  localLanguage?: string;
  headingLevel?: 2 | 3;
}

/** Modules organised by grade (spec 01 §2 ready_go, dt_intro): the grade, then each module's names. */
export function GradeModules({
  grades,
  localLanguage,
  headingLevel = 3,
}: GradeModulesProps) {
  const { t } = useTranslation('course');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.grades}>
      {grades.map((grade) => (
        <section key={grade.key} className={styles.grade}>
          <Heading className={styles.gradeName}>
            {grade.name}
            <span className={styles.count}>
              {t('moduleCount', { count: grade.modules.length })}
            </span>
          </Heading>
          <ul className={styles.modules}>
            {grade.modules.map((m) => (
              <li key={m.key} className={styles.module}>
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.names}>
                  <span className={styles.name} lang="en">
                    {m.name}
                  </span>
                  {m.localName && (
                    <span className={styles.localName} lang={localLanguage}>
                      {m.localName}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
