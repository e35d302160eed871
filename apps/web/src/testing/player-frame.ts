import { act } from './testing-library';
import { vi } from 'vitest';
import { PLAYER_CHANNEL } from '@gp/api';

/** The rendered player frame, with what the host posts to it recorded (and not delivered). */
export function playerFrame() {
  const frame = document.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('no player frame');
  const posted = vi
    .spyOn(frame.contentWindow, 'postMessage')
    .mockImplementation(() => {});
  const sent = () =>
    posted.mock.calls.map(
      (c) => c[0] as { type: string; ok?: boolean; language?: string },
    );
  return { frame, posted, sent };
}

/** A message as the player frame sends it (or as something else pretends to). */
export function fromPlayer(
  frame: HTMLIFrameElement,
  lessonId: string,
  data: Record<string, unknown>,
  {
    origin = window.location.origin,
    source = frame.contentWindow as Window | null,
  } = {},
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { channel: PLAYER_CHANNEL, lessonId, ...data },
        origin,
        source,
      }),
    );
  });
}
