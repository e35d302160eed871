import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type RefObject,
} from 'react';
import { useTranslation } from '../use-translation';
import { PLAYER_CHANNEL, type HostToPlayer, type PlayerToHost } from '@gp/api';
import { currentLanguage } from '../i18n';
import { messageFromPlayer, sendToPlayer } from './player-frame';

type WithoutEnvelope<T> = T extends unknown
  ? Omit<T, 'channel' | 'lessonId'>
  : never;
export type HostMessage = WithoutEnvelope<HostToPlayer>;

/**
 * The host's side of the player protocol (packages/api player-protocol):
 * every valid message from the frame goes to `onMessage`; `post` sends one.
 */
export function usePlayerFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  lessonId: string,
  onMessage: (message: PlayerToHost) => void,
) {
  // Layout effects: the host listens from the moment the frame is in the
  // page, not a frame later as a plain effect on Preact (decision 019), so
  // no message of the frame's can come before the listener.
  const handler = useRef(onMessage);
  useLayoutEffect(() => {
    handler.current = onMessage;
  });

  useLayoutEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = messageFromPlayer(
        event,
        frame.current?.contentWindow,
        lessonId,
      );
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, lessonId]);

  return useCallback(
    (message: HostMessage) => send(frame, lessonId, message),
    [frame, lessonId],
  );
}

/** The player follows the interface language: each change is posted to the frame. */
export function usePlayerLanguage(post: (message: HostMessage) => void) {
  const { i18n } = useTranslation();
  useEffect(() => {
    const onChange = (lng: string) =>
      post({ type: 'language', language: currentLanguage(lng) });
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, post]);
}

function send(
  frame: RefObject<HTMLIFrameElement | null>,
  lessonId: string,
  message: HostMessage,
) {
  sendToPlayer(frame.current?.contentWindow, {
    ...message,
    channel: PLAYER_CHANNEL,
    lessonId,
  } as HostToPlayer);
}
