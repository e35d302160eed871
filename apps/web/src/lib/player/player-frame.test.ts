import { describe, expect, it, vi } from 'vitest';
import { PLAYER_CHANNEL, type HostToPlayer } from '@gp/api';
import { sendToPlayer } from './player-frame';

describe('what the host posts to the player frame', () => {
  it('posts the typed message itself, to our origin only: the player checks it (one zod pass over the test, issue 16)', () => {
    const postMessage = vi.fn();
    const frameWindow = { postMessage } as unknown as Window;
    const message: HostToPlayer = {
      channel: PLAYER_CHANNEL,
      lessonId: 'test-1_u1_diagnostic_test',
      type: 'language',
      language: 'zh-CN',
    };
    sendToPlayer(frameWindow, message, 'https://gp.example');
    expect(postMessage).toHaveBeenCalledOnce();
    // The same object: not a parsed copy.
    expect(postMessage.mock.calls[0]![0]).toBe(message);
    expect(postMessage.mock.calls[0]![1]).toBe('https://gp.example');
  });

  it('posts nothing when the frame has no window yet', () => {
    expect(() =>
      sendToPlayer(null, {
        channel: PLAYER_CHANNEL,
        lessonId: 'l',
        type: 'language',
        language: 'en-US',
      }),
    ).not.toThrow();
  });
});
