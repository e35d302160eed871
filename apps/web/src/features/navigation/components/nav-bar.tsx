import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { helpCenterUrl } from '@gp/domain';
import { Logo } from '../../../components/ui/logo';
import { useAppConfig } from '../../../lib/app-config-context';
import { currentLanguage } from '../../../lib/i18n';
import { pathOf } from '../../../lib/paths';
import { useLocalRecord } from '../../../lib/storage/local-record';
import { LanguageToggle } from './language-toggle';
import { UserMenu } from './user-menu';
import styles from './nav-bar.module.css';
import { Icon } from '../../../components/ui/icon';

export interface NavBarProps {
  /** Where back goes; no back button without it. */
  backTo?: string;
  /** Router state that goes with back (the learn page keeps its tab after the module lesson's back). */
  backState?: unknown;
  /** Whether the logo links to learn (packages/domain logoLinksToLearn, spec 02 §2). */
  logoLinksToLearn?: boolean;
}

/** The navigation bar (spec 01 §2, spec 02 §2): back, help center, language toggle, student menu. */
export function NavBar({
  backTo,
  backState,
  logoLinksToLearn = false,
}: NavBarProps) {
  const { t, i18n } = useTranslation(['nav', 'common']);
  const navigate = useNavigate();
  const config = useAppConfig();
  const { studentInfo } = useLocalRecord();
  if (!studentInfo) return null;
  const { UserInfo: user, Token: token } = studentInfo;
  const help = helpCenterUrl(config.HelpCenterUrl, {
    token,
    language: currentLanguage(i18n.language),
    marketRegion: user.MarketRegion,
    chinaBusinessUnit: config.ChinaBusinessUnit,
  });

  return (
    <header className={styles.header}>
      <nav className={styles.bar} aria-label={t('label')}>
        <div className={styles.start}>
          {backTo && (
            <button
              type="button"
              className={`${styles.item} ${styles.back}`}
              onClick={() => void navigate(backTo, { state: backState })}
            >
              <Icon name="back" />
              <span className={styles.label}>{t('back')}</span>
            </button>
          )}
          {logoLinksToLearn ? (
            <Link
              to={pathOf('learn')}
              className={styles.logoLink}
              aria-label={t('home')}
            >
              <Logo compact />
            </Link>
          ) : (
            <Logo compact />
          )}
        </div>
        <div className={styles.end}>
          <a className={styles.item} href={help} target="_blank" rel="noopener">
            <Icon name="help" />
            <span className={styles.label}>{t('help')}</span>
            <span className="sr-only">{t('common:opensInNewWindow')}</span>
          </a>
          <LanguageToggle marketRegion={user.MarketRegion} />
          <UserMenu name={user.EnglishFirstName} />
        </div>
      </nav>
    </header>
  );
}
