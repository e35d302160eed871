import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  LessonActivity,
  LessonActivityAnswer,
  PlayerToHost,
} from '@gp/api';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { currentLanguage } from '../../../lib/i18n';
import { playerAddress } from '../../../lib/player/player-frame';
import { usePlayerFrame } from '../../../lib/player/use-player-frame';
import styles from './remediation.module.css';

/**
 * spec 02 §2 Remediation lesson, page status 1: the explainer and practice
 * activities in the player, with the coach mark about its menu. Each
 * finished activity goes to `onActivityDone` to be saved; "Go to the quiz"
 * in the player is `onPracticeDone`.
 */
export function PracticeStep({
  moduleKey,
  lessonKey,
  studentId,
  title,
  activities,
  finishedActivityKeys,
  onActivityDone,
  onPracticeDone,
}: {
  moduleKey: string;
  lessonKey: string;
  studentId: string;
  title: string;
  activities: readonly LessonActivity[];
  finishedActivityKeys: readonly string[];
  onActivityDone: (answer: LessonActivityAnswer) => void;
  onPracticeDone: () => void;
}) {
  const { t, i18n } = useTranslation('lessons');
  const frame = useRef<HTMLIFrameElement>(null);
  const lessonId = `practice_${lessonKey}_${studentId}`;
  const [coachMark, setCoachMark] = useState(true);
  const [src] = useState(() =>
    playerAddress({
      lessonId,
      studentId,
      type: 'homework',
      lang: currentLanguage(i18n.language),
      getNewData: false,
    }),
  );
  // The finished keys when the player asked: later saves must not restart it.
  const finishedAtStart = useRef(finishedActivityKeys);

  const post = usePlayerFrame(frame, lessonId, onMessage);

  function onMessage(message: PlayerToHost) {
    switch (message.type) {
      case 'requestLessonData':
        post({
          type: 'lessonData',
          kind: 'practice',
          modules: [{ ModuleKey: moduleKey, Activitys: [...activities] }],
          language: currentLanguage(i18n.language),
          finishedActivityKeys: [...finishedAtStart.current],
        });
        return;
      case 'activityDone':
        onActivityDone({ ...message.answer, LessonKey: lessonKey });
        return;
      case 'practiceDone':
        onPracticeDone();
        return;
      default:
        return;
    }
  }

  // The player follows the interface language.
  useEffect(() => {
    const onChange = (lng: string) =>
      post({ type: 'language', language: currentLanguage(lng) });
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, post]);

  return (
    <>
      {coachMark && (
        <div className={styles.notice}>
          <Notice
            tone="info"
            title={t('remediation.coachMark.title')}
            actions={
              <Button variant="secondary" onClick={() => setCoachMark(false)}>
                {t('remediation.coachMark.gotIt')}
              </Button>
            }
          >
            <p>{t('remediation.coachMark.text')}</p>
          </Notice>
        </div>
      )}
      <iframe ref={frame} className={styles.frame} src={src} title={title} />
    </>
  );
}
