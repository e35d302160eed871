import type { MarketRegion } from '@gp/api';
import { useTranslation } from '../../../lib/use-translation';
import { chinaSiteUrl } from '../lib/china-site-url';
import styles from './region-select.module.css';
import { Icon } from '../../../components/ui/icon';

/** DESIGN.md §4 Region choice: Indonesia, Russia, International (region 0) and the China site. */
const REGIONS = [
  { region: 4, name: 'region.indonesia', native: 'id-ID', tone: 'coral' },
  { region: 2, name: 'region.russia', native: 'ru-RU', tone: 'blue' },
  { region: 0, name: 'region.international', native: 'en-US', tone: 'teal' },
] as const;

export function RegionSelect({
  onSelect,
}: {
  onSelect: (region: MarketRegion) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <section className={styles.section} aria-labelledby="region-title">
      <h1 id="region-title" className={styles.title}>
        {t('region.title')}
      </h1>
      <p className={styles.intro}>{t('region.intro')}</p>
      <ul className={styles.options}>
        {REGIONS.map((r) => (
          <li key={r.region}>
            <button
              type="button"
              className={`${styles.option} ${styles[r.tone]}`}
              onClick={() => onSelect(r.region)}
            >
              <span className={styles.badge} aria-hidden="true">
                <Icon name="globe" size={24} />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{t(r.name)}</span>
                <span className={styles.native} lang={r.native}>
                  {t(`common:languageNames.${r.native}`)}
                </span>
              </span>
              <svg
                className={styles.arrow}
                viewBox="0 0 24 24"
                width="22"
                height="22"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M9 5l7 7-7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.china}>
        <a href={chinaSiteUrl(window.location.href)}>{t('region.china')}</a>
      </p>
    </section>
  );
}
