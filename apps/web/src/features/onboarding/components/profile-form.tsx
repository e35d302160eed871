import { Fragment, useMemo, useReducer, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { CultureCode } from '@gp/api';
import {
  birthYearOptions,
  canSubmitProfile,
  dateFieldOrder,
  dayOptions,
  monthOptions,
  profileSavePayload,
  suggestedBirthYear,
  type ProfileSavePayload,
} from '@gp/domain';
import { Button } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { SelectField } from '../../../components/ui/select-field';
import {
  profileFormReducer,
  toProfileForm,
  type CityOption,
  type ProfileFormState,
} from '../lib/profile-form';
import styles from './onboarding.module.css';

export interface ProfileFormProps {
  cities: readonly CityOption[];
  initial: ProfileFormState;
  /** The interface language: month names and which city/grade name comes first. */
  language: CultureCode;
  /** Whether the interface shows the local (market) language. */
  showLocalNames: boolean;
  currentYear: number;
  submitting: boolean;
  /** The failed save's error (null: none), told in words by ErrorNotice. */
  error: unknown;
  onSubmit: (payload: ProfileSavePayload) => void;
}

function monthName(language: string, month: number): string {
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** Two names when they differ, the interface language's first. */
function bothNames(first: string, second: string): string {
  return first === second ? first : `${first} (${second})`;
}

/**
 * spec 01 §2 profile: birth year, month and day, city and school grade.
 * Next is enabled only when all are chosen and not already submitting.
 */
export function ProfileForm({
  cities,
  initial,
  language,
  showLocalNames,
  currentYear,
  submitting,
  error,
  onSubmit,
}: ProfileFormProps) {
  const { t } = useTranslation('onboarding');
  const [state, dispatch] = useReducer(profileFormReducer, initial);
  const city = cities.find((c) => c.key === state.cityKey);
  const form = toProfileForm(state, cities);
  const ready = canSubmitProfile(form, submitting);

  const years = useMemo(() => birthYearOptions(currentYear), [currentYear]);
  const months = useMemo(
    () =>
      monthOptions().map((m) => ({
        value: String(m.value),
        label: monthName(language, m.value),
      })),
    [language],
  );
  const days = dayOptions(state.year, state.month);

  // spec 01 §9: the fields in the order the language writes a date (RU, ID day.month.year).
  const dateFields = {
    year: (
      <SelectField
        label={t('profile.year')}
        value={String(state.year)}
        options={years.map((y) => ({
          value: String(y.value),
          label: y.text,
        }))}
        onValueChange={(v) => dispatch({ type: 'year', year: Number(v) })}
      />
    ),
    month: (
      <SelectField
        label={t('profile.month')}
        value={String(state.month)}
        options={months}
        onValueChange={(v) => dispatch({ type: 'month', month: Number(v) })}
      />
    ),
    day: (
      <SelectField
        label={t('profile.day')}
        value={String(state.day)}
        options={days.map((d) => ({
          value: String(d.value),
          label: d.text,
        }))}
        onValueChange={(v) => dispatch({ type: 'day', day: Number(v) })}
      />
    ),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const payload = profileSavePayload(form);
    if (payload) onSubmit(payload);
  };

  return (
    <form
      className={`${styles.form} ${styles.card}`}
      onSubmit={submit}
      noValidate
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('profile.birthday')}</legend>
        <div className={styles.dateFields}>
          {dateFieldOrder(language).map((field) => (
            <Fragment key={field}>{dateFields[field]}</Fragment>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('profile.school')}</legend>
        <div className={styles.twoFields}>
          <SelectField
            label={t('profile.city')}
            value={city ? city.key : ''}
            placeholder={t('profile.cityPlaceholder')}
            options={cities.map((c) => ({
              value: c.key,
              label: showLocalNames
                ? bothNames(c.localCityName, c.cityName)
                : bothNames(c.cityName, c.localCityName),
            }))}
            onValueChange={(v) => dispatch({ type: 'city', cityKey: v })}
          />
          <SelectField
            label={t('profile.grade')}
            value={form.gradeKey ?? ''}
            // spec 01 §3: an unselected grade shows "Select your school grade".
            placeholder={t('profile.gradePlaceholder')}
            disabled={!city}
            hint={city ? undefined : t('profile.gradeHint')}
            options={(city?.grades ?? []).map((g) => ({
              value: g.key,
              label: showLocalNames
                ? g.gradeLocalName
                : bothNames(
                    t('profile.gradeName', { ordinal: g.ordinal }),
                    g.gradeLocalName,
                  ),
            }))}
            onValueChange={(v) => {
              const ordinal = city?.grades.find((g) => g.key === v)?.ordinal;
              dispatch({
                type: 'grade',
                gradeKey: v,
                ...(ordinal === undefined
                  ? {}
                  : {
                      suggestedYear: suggestedBirthYear(ordinal, currentYear),
                    }),
              });
            }}
          />
        </div>
      </fieldset>
      {error !== null && error !== undefined && (
        <ErrorNotice title={t('profile.saveFailedTitle')} error={error} />
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={!ready} loading={submitting}>
          {submitting ? t('profile.saving') : t('profile.next')}
        </Button>
      </div>
    </form>
  );
}
