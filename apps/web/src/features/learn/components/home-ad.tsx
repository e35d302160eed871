import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import {
  homeAdOpensByItself,
  homeAdSaveOnClose,
  homeAdVariant,
  type LearnOverlay,
} from '@gp/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { pathOf } from '../../../lib/paths';
import { updateLocalRecord } from '../../../lib/storage/local-record';
import { useHomePageAds, useSaveHomePageAds } from '../api/home-page-ads';

export interface HomeAdProps {
  userId: string;
  /** spec 01 §3 UserStatus: demo students get the trial prompts (spec 02 §6). */
  userStatus: number;
  /** The learn page's overlay (spec 02 §2: 0 none, 1 DT results, 2 CT results, 3 DT mistakes). */
  overlay: LearnOverlay;
  /** Another popup of the page is open (warnings, the learn-more popup, coach marks). */
  otherPopupOpen: boolean;
  /** Have a try: opens the module a demo student may study, if any. */
  onHaveATry?: () => void;
}

/**
 * spec 02 §4 Home ad: the popup opens by itself when the ad is shown,
 * unread and nothing else is open (it has the lowest priority), and closing
 * it marks it read once. The welcome text asks the student to contact the
 * Progress Advisor for an exclusive starter pack (spec 02 §1); demo students
 * get Have a try / Get the full version instead of OK (spec 02 §6).
 */
export function HomeAd({
  userId,
  userStatus,
  overlay,
  otherPopupOpen,
  onHaveATry,
}: HomeAdProps) {
  const { t } = useTranslation(['homeAd', 'common']);
  const navigate = useNavigate();
  const ad = useHomePageAds(userId);
  const save = useSaveHomePageAds(userId);
  const [closed, setClosed] = useState(false);
  const saved = useRef(false);
  const open = homeAdOpensByItself({
    ad: ad.data,
    overlay,
    otherPopupOpen,
    closedThisVisit: closed,
  });
  if (!open || !ad.data) return null;
  const state = ad.data;

  const close = () => {
    setClosed(true);
    if (homeAdSaveOnClose({ ad: state, savedThisVisit: saved.current })) {
      saved.current = true;
      // spec 02 §8: a failed save is ignored.
      save.mutate(undefined, { onError: () => {} });
    }
  };

  if (homeAdVariant(userStatus) === 'demo')
    return (
      <Dialog
        title={t('demo.title')}
        onClose={close}
        closeLabel={t('common:close')}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                close();
                onHaveATry?.();
              }}
            >
              {t('demo.haveATry')}
            </Button>
            <Button
              onClick={() => {
                close();
                void updateLocalRecord({ identificationOfEntryPage: 'learn' });
                void navigate(pathOf('purchase_guide'));
              }}
            >
              {t('demo.getFullVersion')}
            </Button>
          </>
        }
      >
        <p>{t('demo.text')}</p>
        <p>{t('demo.advisor')}</p>
      </Dialog>
    );

  return (
    <Dialog
      title={t('welcome.title')}
      onClose={close}
      closeLabel={t('common:close')}
      footer={<Button onClick={close}>{t('welcome.ok')}</Button>}
    >
      <p>{t('welcome.text')}</p>
    </Dialog>
  );
}
