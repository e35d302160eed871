import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetLevelCard, SetLevelModel } from '@gp/domain';
import { SelectField } from '../../../components/ui/select-field';
import styles from './onboarding.module.css';

export interface SetLevelChoice {
  card: SetLevelCard;
  /** The earlier grade chosen for Review. */
  reviewKey: string | null;
}

export interface SetLevelCardsProps {
  model: SetLevelModel;
  choice: SetLevelChoice;
  gradeName: (key: string) => string;
  onChange: (choice: SetLevelChoice) => void;
}

/**
 * spec 01 §2 set_level: Regular (own grade), Review (an earlier grade, with
 * a dropdown when several) and Study Ahead (the next grade, only if there
 * is one), as a group of radio cards. spec 01 §4: the level state (1 both,
 * 2 only ahead, 3 only review, 4 none) decides which cards show.
 */
export function SetLevelCards({
  model,
  choice,
  gradeName,
  onChange,
}: SetLevelCardsProps) {
  const { t } = useTranslation('onboarding');
  const name = useId();
  const showReview = model.state === 1 || model.state === 3;
  const showAhead = model.state === 1 || model.state === 2;
  const reviewKey = choice.reviewKey ?? model.review.selectGrade?.key ?? '';

  const card = (
    value: SetLevelCard,
    title: string,
    text: string,
    grade: string | null,
    extra?: ReactNode,
  ) => (
    <div className={styles.levelCard}>
      <label className={styles.levelLabel}>
        <input
          type="radio"
          name={name}
          value={value}
          checked={choice.card === value}
          onChange={() =>
            onChange({ card: value, reviewKey: choice.reviewKey })
          }
        />
        <span className={styles.levelText}>
          <span className={styles.levelTitle}>{title}</span>
          <span>{text}</span>
          {grade && <span className={styles.levelGrade}>{grade}</span>}
        </span>
      </label>
      {extra}
    </div>
  );

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('setLevel.question')}</legend>
      <div className={styles.levelCards}>
        {card(
          1,
          t('setLevel.regular.title'),
          t('setLevel.regular.text'),
          gradeName(model.regular.key),
        )}
        {showReview &&
          card(
            2,
            t('setLevel.review.title'),
            t('setLevel.review.text'),
            model.review.grades.length > 1 ? null : gradeName(reviewKey),
            model.review.grades.length > 1 ? (
              <SelectField
                className={styles.levelSelect}
                label={t('setLevel.review.select')}
                value={reviewKey}
                options={model.review.grades.map((g) => ({
                  value: g.key,
                  label: gradeName(g.key),
                }))}
                // Choosing a grade chooses the Review card too.
                onValueChange={(v) => onChange({ card: 2, reviewKey: v })}
              />
            ) : undefined,
          )}
        {showAhead &&
          model.learnAhead &&
          card(
            3,
            t('setLevel.ahead.title'),
            t('setLevel.ahead.text'),
            gradeName(model.learnAhead.key),
          )}
      </div>
      {model.state === 4 && (
        <p className={styles.muted}>{t('setLevel.onlyRegular')}</p>
      )}
    </fieldset>
  );
}
