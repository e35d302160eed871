import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { MarketRegion } from '@gp/api';
import { hasLanguageToggle, toggleLanguage } from '@gp/domain';
import { isLogoutError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import {
  getLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { useSavePreferLanguage } from '../api/save-prefer-language';
import styles from './nav-bar.module.css';
import { Icon } from '../../../components/ui/icon';

/**
 * spec 01 §2 / spec 02 §2: from English to the market language, otherwise
 * back to English; the new preference is saved and the change announced.
 */
export function LanguageToggle({
  marketRegion,
}: {
  marketRegion: MarketRegion;
}) {
  const { t, i18n } = useTranslation(['nav', 'common']);
  const save = useSavePreferLanguage();
  const [announcement, setAnnouncement] = useState('');
  if (!hasLanguageToggle(marketRegion)) return null;

  const current = currentLanguage(i18n.language);
  const target = toggleLanguage(current, marketRegion);

  const onClick = async () => {
    await i18n.changeLanguage(target);
    setAnnouncement(
      t('languageChanged', {
        language: t(`common:languageNames.${target}`),
        lng: target,
      }),
    );
    const { studentProfile } = getLocalRecord();
    void updateLocalRecord({
      language: target,
      studentProfile: studentProfile && {
        ...studentProfile,
        PreferLanguageCode: target,
      },
    });
    save.mutate(target, {
      // spec 01 §8: a failed save only logs a warning (a logout-type error has logged out already).
      onError: (error) => {
        if (!isLogoutError(error))
          console.warn('The preferred language was not saved.', error);
      },
    });
  };

  return (
    <>
      <button
        type="button"
        className={styles.item}
        aria-label={t('switchTo', {
          language: t(`common:languageNames.${target}`),
        })}
        onClick={() => void onClick()}
      >
        <Icon name="globe" />
        <span lang={target} className={styles.label}>
          {t(`common:languageShort.${target}`)}
        </span>
      </button>
      <span className="sr-only" role="status">
        {announcement}
      </span>
    </>
  );
}
