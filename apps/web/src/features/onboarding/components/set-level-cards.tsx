import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  SET_LEVEL_CARD,
  setLevelCardsShown,
  type SetLevelCard,
  type SetLevelModel,
} from '@gp/domain';
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
 * is one), as a group of radio cards. spec 01 §4: the level state decides
 * which cards show (packages/domain setLevelCardsShown).
 */
export function SetLevelCards({
  model,
  choice,
  gradeName,
  onChange,
}: SetLevelCardsProps) {
  const { t } = useTranslation('onboarding');
  const name = useId();
  const shown = setLevelCardsShown(model.state);
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
          SET_LEVEL_CARD.regular,
          t('setLevel.regular.title'),
          t('setLevel.regular.text'),
          gradeName(model.regular.key),
        )}
        {shown.review &&
          card(
            SET_LEVEL_CARD.review,
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
                onValueChange={(v) =>
                  onChange({ card: SET_LEVEL_CARD.review, reviewKey: v })
                }
              />
            ) : undefined,
          )}
        {shown.learnAhead &&
          model.learnAhead &&
          card(
            SET_LEVEL_CARD.learnAhead,
            t('setLevel.ahead.title'),
            t('setLevel.ahead.text'),
            gradeName(model.learnAhead.key),
          )}
      </div>
      {!shown.review && !shown.learnAhead && (
        <p className={styles.muted}>{t('setLevel.onlyRegular')}</p>
      )}
    </fieldset>
  );
}
