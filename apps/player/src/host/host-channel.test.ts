import type { HostToPlayer } from '@gp/api';
import { describe, expect, it, vi } from 'vitest';
import {
  LESSON_ID,
  lessonData,
  sendFromHost,
  spyOnHost,
} from '../testing/host';
import { askForLessonEarly, connectToHost } from './host-channel';

function listen() {
  const received: HostToPlayer[] = [];
  const unsubscribe = connectToHost(window, LESSON_ID).subscribe((m) =>
    received.push(m),
  );
  return { received, unsubscribe };
}

describe('host channel', () => {
  it('passes on a valid message from the parent on our origin', () => {
    const { received } = listen();
    sendFromHost(lessonData());
    expect(received.map((m) => m.type)).toEqual(['lessonData']);
  });

  it('ignores a message from another origin', () => {
    const { received } = listen();
    sendFromHost(lessonData(), { origin: 'https://evil.example' });
    expect(received).toEqual([]);
  });

  it('ignores a message from a window other than the parent', () => {
    const { received } = listen();
    const other = document.createElement('iframe');
    document.body.append(other);
    sendFromHost(lessonData(), { source: other.contentWindow });
    sendFromHost(lessonData(), { source: null });
    expect(received).toEqual([]);
  });

  it('ignores a message that does not parse as the protocol', () => {
    const { received } = listen();
    sendFromHost({
      type: 'lessonData',
      kind: 'diagnostic_test',
      modules: 'all of them',
      language: 'en-US',
    });
    sendFromHost({ type: 'submitResult', ok: 'yes' });
    sendFromHost({ type: 'launchMissiles' });
    sendFromHost(
      { type: 'submitResult', ok: true },
      { lessonId: 'another-lesson' },
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: 'hello',
        origin: location.origin,
        source: window,
      }),
    );
    expect(received).toEqual([]);
  });

  it('stops listening when unsubscribed', () => {
    const { received, unsubscribe } = listen();
    unsubscribe();
    sendFromHost({ type: 'submitResult', ok: true });
    expect(received).toEqual([]);
  });

  it('posts to the parent on our own origin with the channel and lesson id', () => {
    const host = spyOnHost();
    connectToHost(window, LESSON_ID).post({ type: 'requestLessonData' });
    expect(host.spy).toHaveBeenCalledWith(
      {
        channel: 'grammar-pro-player',
        lessonId: LESSON_ID,
        type: 'requestLessonData',
      },
      window.location.origin,
    );
  });

  it('refuses to post a message the host would reject', () => {
    const host = spyOnHost();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    connectToHost(window, LESSON_ID).post({
      type: 'progress',
      answered: 1.5,
      total: 3,
    });
    expect(host.spy).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });

  it('asks for the lesson early and hands what came meanwhile to the first listener, in order, once', () => {
    const host = spyOnHost();
    const channel = askForLessonEarly(connectToHost(window, LESSON_ID));
    expect(host.ofType('requestLessonData')).toHaveLength(1);
    sendFromHost({ type: 'language', language: 'ru-RU' });
    sendFromHost(lessonData());
    const first: string[] = [];
    channel.subscribe((m) => first.push(m.type));
    expect(first).toEqual(['language', 'lessonData']);
    const second: string[] = [];
    channel.subscribe((m) => second.push(m.type));
    sendFromHost({ type: 'submitResult', ok: true });
    expect(first).toEqual(['language', 'lessonData', 'submitResult']);
    expect(second).toEqual(['submitResult']);
  });
});
