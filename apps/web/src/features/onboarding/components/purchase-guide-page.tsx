import { useTranslation } from 'react-i18next';
import { purchaseGuideDecision } from '@gp/domain';
import { DecisionRedirect } from '../../../components/layout/decision-redirect';
import { PageLoadState } from '../../../components/layout/page-load-state';
import { Notice } from '../../../components/ui/notice';
import { PageHeading } from '../../../components/ui/page-heading';
import { useUserInfo } from '../../../lib/api/get-user-info';
import { currentLanguage } from '../../../lib/i18n';
import { pageLoadOf } from '../../../lib/student/page-queries';
import { useStudent } from '../../../lib/student/use-student';
import { useCourseTexts } from '../api/get-course-texts';
import { usePrivacyDocument } from '../../../lib/api/get-privacy-document';
import styles from './onboarding.module.css';

const ICONS: Record<string, string> = {
  efficient: 'M13 2L4 14h7l-1 8 9-12h-7z',
  systematic: 'M4 19h4v-6H4zM10 19h4V9h-4zM16 19h4V5h-4z',
  engaging:
    'M12 21s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 6C19 16.6 12 21 12 21z',
};

/**
 * spec 01 §2 purchase_guide: for a demo student (UserStatus 4) the
 * marketing texts (Efficient, Systematic, Engaging), the privacy policy and
 * "Please contact school to purchase."; anyone else goes to learn.
 */
export function PurchaseGuidePage() {
  const student = useStudent();
  const { t, i18n } = useTranslation(['onboarding', 'common']);
  const language = currentLanguage(i18n.language);
  const userInfo = useUserInfo(student?.userId ?? '');
  const texts = useCourseTexts(language);
  const privacy = usePrivacyDocument(language);
  if (!student) return null;

  const heading = (
    <PageHeading
      title={t('common:pages.purchase_guide')}
      lead={t('purchase.lead')}
    />
  );
  const load = pageLoadOf([userInfo, texts, privacy]);
  if (userInfo.data) {
    const decision = purchaseGuideDecision({
      userStatus: userInfo.data.UserStatus,
    });
    if (decision.type === 'redirect')
      return <DecisionRedirect decision={decision} />;
  }
  if (load.status !== 'ready' || !texts.data || !privacy.data)
    return (
      <div className={styles.page}>
        {heading}
        <PageLoadState load={load} />
      </div>
    );

  return (
    <div className={styles.page}>
      {heading}
      <Notice tone="info" title={t('purchase.contact')}>
        <p>{t('purchase.contactDetail')}</p>
      </Notice>
      <ul className={styles.features} aria-label={t('purchase.featuresLabel')}>
        {texts.data.Marketing.map((item) => (
          <li key={item.Key} className={styles.feature}>
            <span className={styles.featureIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path
                  d={ICONS[item.Key] ?? ICONS.efficient}
                  fill="var(--c-primary)"
                />
              </svg>
            </span>
            <h2>{item.Title}</h2>
            <p>{item.Body}</p>
          </li>
        ))}
      </ul>
      <div className={`${styles.card} ${styles.policy}`}>
        <h2 id="policy-title">{privacy.data.Title}</h2>
        <p className={styles.muted}>
          {t('purchase.policyVersion', {
            date: privacy.data.Effective,
            version: privacy.data.Version,
          })}
        </p>
        {/* A long text scrolls in its own box; keyboard users reach it with Tab (axe scrollable-region-focusable). */}
        <div
          className={styles.policyText}
          tabIndex={0}
          role="region"
          aria-labelledby="policy-title"
        >
          {privacy.data.Sections.map((section) => (
            <div key={section.Heading}>
              <h3>{section.Heading}</h3>
              {section.Body.split(/\n\s*\n/).map((paragraph, i) => (
                <p key={i}>{paragraph.trim()}</p>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
