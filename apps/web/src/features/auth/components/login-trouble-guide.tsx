import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import styles from './login-trouble-guide.module.css';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** spec 01 §2: the four-step login-trouble guide. */
export function LoginTroubleGuide() {
  const { t } = useTranslation(['auth', 'common']);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="link"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t('trouble.trigger')}
      </Button>
      {open && (
        <Dialog
          title={t('trouble.title')}
          onClose={close}
          closeLabel={t('common:close')}
          footer={<Button onClick={close}>{t('trouble.done')}</Button>}
        >
          <p className={styles.intro}>{t('trouble.intro')}</p>
          <ol className={styles.steps}>
            {STEPS.map((step, i) => (
              <li key={step} className={styles.step}>
                <span className={styles.number} aria-hidden="true">
                  {i + 1}
                </span>
                <span>{t(`trouble.${step}`)}</span>
              </li>
            ))}
          </ol>
        </Dialog>
      )}
    </>
  );
}
