import { HostToPlayer, PLAYER_CHANNEL, PlayerToHost } from '@gp/api';

type WithoutEnvelope<T> = T extends unknown
  ? Omit<T, 'channel' | 'lessonId'>
  : never;

/** A message to the host without the envelope the channel adds (channel name and lesson id). */
export type OutgoingMessage = WithoutEnvelope<PlayerToHost>;

export type HostListener = (message: HostToPlayer) => void;

export interface HostChannel {
  post(message: OutgoingMessage): void;
  /** Calls the listener with every valid message from the host; returns the unsubscribe. */
  subscribe(listener: HostListener): () => void;
}

/**
 * The player's side of the postMessage protocol. The host is the same origin
 * (the web app serves /player/), so messages go only to our own origin, and a
 * message counts only when it comes from our parent, from our origin, parses
 * as HostToPlayer and is about our lesson (STYLE.md rule 5).
 */
export function connectToHost(win: Window, lessonId: string): HostChannel {
  const origin = win.location.origin;
  return {
    post(message) {
      const parsed = PlayerToHost.safeParse({
        ...message,
        channel: PLAYER_CHANNEL,
        lessonId,
      });
      if (!parsed.success) {
        // A bug in the player, not the student's doing: say so for the developer, send nothing malformed.
        console.error(
          'player: refusing to post an invalid message',
          message.type,
          parsed.error.issues,
        );
        return;
      }
      win.parent.postMessage(parsed.data, origin);
    },
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== origin || event.source !== win.parent) return;
        const parsed = HostToPlayer.safeParse(event.data);
        if (!parsed.success || parsed.data.lessonId !== lessonId) return;
        listener(parsed.data);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}

/**
 * Asks the host for the lesson at once, while the player's strings and first
 * render are still being prepared, and keeps what the host answers until the
 * app's first listener subscribes, which gets it then, in order (issue 16:
 * the request waited for the first render). Later listeners only get what
 * comes after they subscribe, as with the channel itself.
 */
export function askForLessonEarly(channel: HostChannel): HostChannel {
  let early: HostToPlayer[] | null = [];
  const stopKeeping = channel.subscribe((message) => early?.push(message));
  channel.post({ type: 'requestLessonData' });
  return {
    post: (message) => channel.post(message),
    subscribe(listener) {
      const unsubscribe = channel.subscribe(listener);
      if (early) {
        const kept = early;
        early = null;
        stopKeeping();
        for (const message of kept) listener(message);
      }
      return unsubscribe;
    },
  };
}
