import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { CultureCode } from '@gp/api';
import type { QuestionReview } from '@gp/domain';
import { SelectField } from '../ui/select-field';
import { isMistake } from './question-review';
import { ReviewedQuestion } from './reviewed-question';
import styles from './review.module.css';

export interface ReviewItem {
  moduleKey: string;
  review: QuestionReview;
}

/**
 * spec 02 §3 Mistake items for a whole test (diagnostic or custom): each
 * question as the student saw it with their answer, the right answer and
 * the explanation; filtered to wrong answers only (the default) and by module.
 */
export function MistakesReview({
  items,
  moduleName,
  language,
}: {
  items: readonly ReviewItem[];
  moduleName: (moduleKey: string) => string;
  language: CultureCode;
}) {
  const { t } = useTranslation('course');
  const checkId = useId();
  const [wrongOnly, setWrongOnly] = useState(true);
  const [module, setModule] = useState('');
  const modules = [...new Set(items.map((i) => i.moduleKey))];
  const shown = items.filter(
    (i) =>
      (!wrongOnly || isMistake(i.review)) &&
      (module === '' || i.moduleKey === module),
  );
  return (
    <div className={styles.review}>
      <div className={styles.filters}>
        <div className={styles.check}>
          <input
            id={checkId}
            type="checkbox"
            checked={wrongOnly}
            onChange={(e) => setWrongOnly(e.target.checked)}
          />
          <label htmlFor={checkId}>{t('review.wrongOnly')}</label>
        </div>
        <SelectField
          label={t('review.module')}
          value={module}
          onValueChange={setModule}
          options={[
            { value: '', label: t('review.allModules') },
            ...modules.map((k) => ({ value: k, label: moduleName(k) })),
          ]}
        />
      </div>
      <p role="status" className={styles.count}>
        {t('review.count', { count: shown.length, total: items.length })}
      </p>
      <ol className={styles.list}>
        {shown.map((item, i) => (
          <li key={`${item.moduleKey}-${item.review.questionKey}`}>
            <p className={styles.moduleOf} lang="en">
              {moduleName(item.moduleKey)}
            </p>
            <ReviewedQuestion
              review={item.review}
              number={i + 1}
              language={language}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
