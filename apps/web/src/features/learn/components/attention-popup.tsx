import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  ATTENTION_POPUP_PAGES,
  clampPopupPage,
  popupPageStep,
} from '@gp/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import styles from './attention.module.css';

const PAGE_KEYS = ['page1', 'page2', 'page3', 'page4'] as const;
const PAGES = PAGE_KEYS.map((_, i) => i);

/**
 * spec 02 §2 Requires-attention popup: four pages (low scores, a class with
 * a local teacher, another test, the Progress Advisor) with previous/next
 * and dots; the page index clamps to 0..3 and clicks within 500 ms of a
 * page change are ignored (domain popupPageStep).
 */
export function AttentionPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['learn', 'common']);
  const [page, setPage] = useState(0);
  const lockedUntil = useRef(0);
  const go = (delta: number) => {
    const next = popupPageStep({
      page,
      delta,
      now: Date.now(),
      lockedUntil: lockedUntil.current,
    });
    lockedUntil.current = next.lockedUntil;
    setPage(next.page);
  };
  const current = clampPopupPage(page, ATTENTION_POPUP_PAGES);
  return (
    <Dialog
      title={t('attention.popup.title')}
      onClose={onClose}
      closeLabel={t('common:close')}
      footer={
        <div className={styles.popupNav}>
          <Button
            variant="secondary"
            onClick={() => go(-1)}
            disabled={current === 0}
          >
            {t('attention.popup.previous')}
          </Button>
          <ol className={styles.dots} aria-label={t('attention.popup.pages')}>
            {PAGES.map((i) => (
              <li
                key={i}
                className={styles.dot}
                data-current={i === current}
                aria-current={i === current ? 'step' : undefined}
              >
                <span className="sr-only">
                  {t('attention.popup.pageOf', {
                    page: i + 1,
                    total: ATTENTION_POPUP_PAGES,
                  })}
                </span>
              </li>
            ))}
          </ol>
          {current < ATTENTION_POPUP_PAGES - 1 ? (
            <Button onClick={() => go(1)}>{t('attention.popup.next')}</Button>
          ) : (
            <Button onClick={onClose}>{t('attention.popup.done')}</Button>
          )}
        </div>
      }
    >
      <div className={styles.popupPage} aria-live="polite">
        <h3 className={styles.popupTitle}>
          {t(`attention.popup.${PAGE_KEYS[current] ?? 'page1'}.title`)}
        </h3>
        <p>{t(`attention.popup.${PAGE_KEYS[current] ?? 'page1'}.text`)}</p>
      </div>
    </Dialog>
  );
}
