import { useTranslation } from '../../lib/use-translation';
import { currentLanguage } from '../../lib/i18n';
import { useAppConfig } from '../../lib/app-config-context';
import { helpPageUrl } from '../../lib/help-center';
import styles from './site-footer.module.css';

/** The China MIIT filing lookup that a filing number links to. */
const FILING_LOOKUP_URL = 'https://beian.miit.gov.cn/';

const LINKS = [
  { key: 'footer.about', page: 'index.html' },
  { key: 'footer.contact', page: 'contact.html' },
  { key: 'footer.privacy', page: 'privacy.html' },
] as const;

/** spec 01 §2 / spec 02 §2 Footer: About, Contact us, Privacy Policy, copyright, filing notice on China domains. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const config = useAppConfig();
  const language = currentLanguage(i18n.language);
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.key}>
              <a
                href={helpPageUrl(config.HelpCenterUrl, language, link.page)}
                target="_blank"
                rel="noopener"
              >
                {t(link.key)}
                <span className="sr-only">{t('opensInNewWindow')}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
      {config.IsChinaDomain && config.FilingNumber && (
        <p className={styles.filing}>
          <a href={FILING_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
            {config.FilingNumber}
            <span className="sr-only">{t('opensInNewWindow')}</span>
          </a>
        </p>
      )}
    </footer>
  );
}
