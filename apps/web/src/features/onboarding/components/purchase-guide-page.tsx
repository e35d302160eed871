import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { CourseTexts, PrivacyPolicyDocument } from '@gp/api';
import { purchaseGuideDecision } from '@gp/domain';
import { StudentPage } from '../../../components/layout/student-page';
import { Notice } from '../../../components/ui/notice';
import { PageHeading } from '../../../components/ui/page-heading';
import { currentLanguage } from '../../../lib/i18n';
import { useCourseTexts } from '../api/get-course-texts';
import { usePrivacyDocument } from '../../../lib/api/get-privacy-document';
import styles from './onboarding.module.css';
import guide from './purchase-guide.module.css';

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
  const { t, i18n } = useTranslation(['onboarding', 'common']);
  const language = currentLanguage(i18n.language);
  const texts = useCourseTexts(language);
  const privacy = usePrivacyDocument(language);
  const heading = (
    <PageHeading
      title={t('common:pages.purchase_guide')}
      lead={t('purchase.lead')}
    />
  );
  const frame = (body: ReactNode) => (
    <div className={styles.page}>
      {heading}
      {body}
    </div>
  );

  return (
    <StudentPage
      needs={{ userInfo: true }}
      queries={{ texts, privacy }}
      decide={(data) =>
        purchaseGuideDecision({ userStatus: data.userInfo.UserStatus })
      }
      frame={frame}
    >
      {({ extra }) =>
        frame(
          <PurchaseGuide
            marketing={extra.texts.Marketing}
            privacy={extra.privacy}
          />,
        )
      }
    </StudentPage>
  );
}

/** The marketing texts, the contact notice and the privacy policy. */
function PurchaseGuide({
  marketing,
  privacy,
}: {
  marketing: CourseTexts['Marketing'];
  privacy: PrivacyPolicyDocument;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <Notice tone="info" title={t('purchase.contact')}>
        <p>{t('purchase.contactDetail')}</p>
      </Notice>
      <ul className={guide.features} aria-label={t('purchase.featuresLabel')}>
        {marketing.map((item) => (
          <li key={item.Key} className={guide.feature}>
            <span className={guide.featureIcon} aria-hidden="true">
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
      <div className={`${styles.card} ${guide.policy}`}>
        <h2 id="policy-title">{privacy.Title}</h2>
        <p className={styles.muted}>
          {t('purchase.policyVersion', {
            date: privacy.Effective,
            version: privacy.Version,
          })}
        </p>
        {/* A long text scrolls in its own box; keyboard users reach it with Tab (axe scrollable-region-focusable). */}
        <div
          className={guide.policyText}
          tabIndex={0}
          role="region"
          aria-labelledby="policy-title"
        >
          {privacy.Sections.map((section) => (
            <div key={section.Heading}>
              <h3>{section.Heading}</h3>
              {section.Body.split(/\n\s*\n/).map((paragraph, i) => (
                <p key={i}>{paragraph.trim()}</p>
              ))}
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
