import { afterEach, describe, expect, it } from 'vitest';
import { LESSON_ID, lessonData, sendFromHost } from '../testing/host';
import { waitForLesson } from './open-lesson';

const pending = {
  studentId: 'student-7',
  type: 'diagnostic_test',
  lang: 'en-US',
} as const;

/** Whether the promise has settled after the pending messages and microtasks. */
async function settled<T>(promise: Promise<T>): Promise<T | 'waiting'> {
  return Promise.race([
    promise,
    new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'))),
  ]);
}

describe('a frame opened before its lesson was known (issue 16)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes the lesson the host names as its address, and starts with it', async () => {
    const lesson = waitForLesson(window, pending);
    sendFromHost({ type: 'openLesson', getNewData: '1' });
    const query = {
      ...pending,
      lessonId: LESSON_ID,
      getNewData: '1',
    };
    await expect(lesson).resolves.toEqual(query);
    const params = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(params)).toEqual(query);
  });

  it('waits through what is not an openLesson from its parent on our origin', async () => {
    const lesson = waitForLesson(window, pending);
    sendFromHost(
      { type: 'openLesson', getNewData: '1' },
      {
        origin: 'https://evil.example',
      },
    );
    sendFromHost({ type: 'openLesson', getNewData: '1' }, { source: null });
    sendFromHost({ type: 'openLesson', getNewData: 'yes' });
    sendFromHost(lessonData());
    expect(await settled(lesson)).toBe('waiting');
    expect(window.location.search).toBe('');
    sendFromHost({ type: 'openLesson', getNewData: '0' });
    expect((await settled(lesson)) as unknown).toMatchObject({
      lessonId: LESSON_ID,
      getNewData: '0',
    });
  });
});
