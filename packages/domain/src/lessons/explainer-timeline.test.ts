import { describe, expect, it } from 'vitest';
import { videoDuration } from '../format/duration';
import {
  explainerTimeline,
  slideAt,
  slideDurationMs,
  SLIDE_MAX_MS,
  SLIDE_MIN_MS,
} from './explainer-timeline';

describe('explainer timeline (DESIGN.md §4 Videos: a paced slide sequence with a duration)', () => {
  it('gives a short slide the minimum time on screen', () => {
    expect(slideDurationMs({ title: 'Hi', body: 'Add -s.' })).toBe(
      SLIDE_MIN_MS,
    );
  });

  it('paces a slide by its words, examples included, in whole seconds', () => {
    // 3 + 9 + 5 = 17 words (the arrow too): 2500 + 17 * 330 = 8110 ms, kept as 8 s.
    expect(
      slideDurationMs({
        title: 'One or more?',
        body: 'For most nouns, just add -s at the end.',
        extra: ['a cat → two cats'],
      }),
    ).toBe(8000);
  });

  it('counts two Chinese characters as one word', () => {
    // 20 characters = 10 words: 2500 + 3300 = 5800 ms, shown as 6 s.
    expect(
      slideDurationMs({
        title: '一个还是多个',
        body: '大多数名词直接在词尾加复数',
      }),
    ).toBe(6000);
  });

  it('never keeps a slide up longer than the maximum', () => {
    expect(slideDurationMs({ title: 'Long', body: 'word '.repeat(500) })).toBe(
      SLIDE_MAX_MS,
    );
  });

  it('lays the slides end to end: the total is the duration spec 02 §3 Video resource shows', () => {
    const timeline = explainerTimeline([
      { title: 'a', body: 'b' },
      { title: 'c', body: 'd' },
      { title: 'e', body: 'f' },
    ]);
    expect(timeline).toEqual({ starts: [0, 4000, 8000], total: 12000 });
    expect(videoDuration(timeline.total / 1000)).toBe('0:12');
    expect(slideAt(timeline, 0)).toBe(0);
    expect(slideAt(timeline, 3999)).toBe(0);
    expect(slideAt(timeline, 4000)).toBe(1);
    expect(slideAt(timeline, 12000)).toBe(2);
  });
});
