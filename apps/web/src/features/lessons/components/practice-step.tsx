import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type {
  LessonActivity,
  LessonActivityAnswer,
  PlayerToHost,
} from '@gp/api';
import { currentLanguage } from '../../../lib/i18n';
import { playerAddress } from '../../../lib/player/player-frame';
import { usePlayerFrame } from '../../../lib/player/use-player-frame';
import styles from './remediation.module.css';

/**
 * spec 02 §2 Remediation lesson, page status 1: the explainer and practice
 * activities in the player (which shows the coach mark about its menu). Each
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
  onTrack,
}: {
  moduleKey: string;
  lessonKey: string;
  studentId: string;
  title: string;
  activities: readonly LessonActivity[];
  finishedActivityKeys: readonly string[];
  onActivityDone: (answer: LessonActivityAnswer) => void;
  onPracticeDone: () => void;
  onTrack: (message: Extract<PlayerToHost, { type: 'track' }>) => void;
}) {
  const { i18n } = useTranslation('lessons');
  const frame = useRef<HTMLIFrameElement>(null);
  const lessonId = `practice_${lessonKey}_${studentId}`;
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
      case 'track':
        onTrack(message);
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
    <iframe ref={frame} className={styles.frame} src={src} title={title} />
  );
}
