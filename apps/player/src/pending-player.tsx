import { useLayoutEffect, useState } from 'react';
import { useTranslation } from './i18n/use-translation';
import { LoadingCard } from './components/lazy-part';
import { askForLessonEarly, connectToHost } from './host/host-channel';
import type { PlayerQueryValue } from './host/player-query';
import { PlayerApp } from './player-app';
import type { AnswerStore } from './storage/answer-store';

interface Props {
  /** The host's openLesson, awaited since the script started (waitForLesson). */
  lesson: Promise<PlayerQueryValue>;
  store: AnswerStore;
  win?: Window;
}

/**
 * A frame opened before its lesson was known: the loading card until the
 * host names the lesson, then the player as if opened at the full address
 * (issue 16). Its strings, styles and code are ready by then.
 */
export function PendingPlayer({ lesson, store, win = window }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<{
    query: PlayerQueryValue;
    host: ReturnType<typeof connectToHost>;
  } | null>(null);
  // A layout effect: Preact runs a plain one after the next frame, and a
  // hidden frame draws none.
  useLayoutEffect(() => {
    let live = true;
    void lesson.then((query) => {
      // Asked at once, as a frame opened at its address asks (askForLessonEarly).
      const host = askForLessonEarly(connectToHost(win, query.lessonId));
      if (live) setOpened({ query, host });
    });
    return () => {
      live = false;
    };
  }, [lesson, win]);
  if (opened)
    return (
      <PlayerApp query={opened.query} host={opened.host} store={store} asked />
    );
  return (
    <main id="player" className="player" aria-label={t('app.landmark')}>
      <LoadingCard />
    </main>
  );
}
