import { HostToPlayer } from '@gp/api';
import {
  playerSearch,
  type PendingPlayerQueryValue,
  type PlayerQueryValue,
} from './player-query';

/**
 * A frame opened before its lesson was known (readPendingQuery) waits for
 * the host's `openLesson`: the first one from our parent, from our origin,
 * that parses as HostToPlayer (STYLE.md rule 5). The frame then takes the
 * full address as its own (history.replaceState: a reload of the frame opens
 * the same lesson) and resolves with it; the player then starts as if opened
 * there (issue 16). Listens from the call on: the host sends `openLesson`
 * once the frame has loaded, and the script runs before that.
 */
export function waitForLesson(
  win: Window,
  pending: PendingPlayerQueryValue,
): Promise<PlayerQueryValue> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || event.source !== win.parent)
        return;
      const parsed = HostToPlayer.safeParse(event.data);
      if (!parsed.success || parsed.data.type !== 'openLesson') return;
      win.removeEventListener('message', onMessage);
      const query: PlayerQueryValue = {
        ...pending,
        lessonId: parsed.data.lessonId,
        getNewData: parsed.data.getNewData,
      };
      win.history.replaceState(
        win.history.state,
        '',
        `${win.location.pathname}${playerSearch(query)}`,
      );
      resolve(query);
    };
    win.addEventListener('message', onMessage);
  });
}
