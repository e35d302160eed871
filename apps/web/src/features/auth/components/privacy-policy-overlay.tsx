import { useTranslation } from '../../../lib/use-translation';
import type { CultureCode } from '@gp/api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { usePrivacyDocument } from '../../../lib/api/get-privacy-document';
import { AppQueryProvider } from '../../../lib/app-query-provider';
import styles from './privacy-policy-overlay.module.css';

export interface PrivacyPolicyOverlayProps {
  language: CultureCode;
  busy: boolean;
  onAgree: () => void;
  /** spec 01 §2: closing the policy logs the student out. */
  onClose: () => void;
}

/**
 * The privacy policy with an agree button (spec 01 §2 login, §4 step 4). The
 * login has no query client of its own (issue 16): the policy brings one.
 */
export function PrivacyPolicyOverlay(props: PrivacyPolicyOverlayProps) {
  return (
    <AppQueryProvider>
      <PolicyDialog {...props} />
    </AppQueryProvider>
  );
}

function PolicyDialog({
  language,
  busy,
  onAgree,
  onClose,
}: PrivacyPolicyOverlayProps) {
  const { t } = useTranslation(['auth', 'common']);
  const document = usePrivacyDocument(language);
  const doc = document.data;

  return (
    <Dialog
      title={doc?.Title ?? t('privacy.title')}
      onClose={onClose}
      closeLabel={t('privacy.close')}
      size="large"
      focusContent
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('privacy.decline')}
          </Button>
          <Button onClick={onAgree} disabled={busy || !doc} loading={busy}>
            {busy ? t('privacy.saving') : t('privacy.agree')}
          </Button>
        </>
      }
    >
      <p className={styles.intro}>{t('privacy.intro')}</p>
      {document.isPending && (
        <p className={styles.status}>{t('privacy.loading')}</p>
      )}
      {document.isError && (
        <div className={styles.status} role="alert">
          <p>{t('privacy.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void document.refetch()}>
            {t('common:error.retry')}
          </Button>
        </div>
      )}
      {doc && (
        <div className={styles.document}>
          <p className={styles.meta}>
            {t('privacy.effective', {
              date: doc.Effective,
              version: doc.Version,
            })}
          </p>
          {doc.Sections.map((section) => (
            <section key={section.Heading} className={styles.section}>
              <h3 className={styles.heading}>{section.Heading}</h3>
              {section.Body.split(/\n\s*\n/).map((paragraph, i) => (
                <p key={i}>{paragraph.trim()}</p>
              ))}
            </section>
          ))}
          {doc.UrlContent && (
            <p>
              <a
                href={doc.UrlContent}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('privacy.openPage')}
                <span className="sr-only">{t('common:opensInNewWindow')}</span>
              </a>
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
