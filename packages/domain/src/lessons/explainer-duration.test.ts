import { describe, expect, it } from 'vitest';
import { explainerTimeline } from './explainer-timeline';
import { explainerDurationSeconds, slideTextIn } from './explainer-duration';

const slide = {
  Title: {
    en: 'One or more?',
    zh: '一个还是多个？',
    ru: 'Один или много?',
    id: 'Satu atau banyak?',
  },
  Body: {
    en: 'For most nouns, just add -s at the end.',
    zh: '大多数名词在词尾加 -s。',
    ru: 'К большинству существительных просто добавляем -s.',
    id: 'Untuk kebanyakan kata benda, tambahkan -s.',
  },
  Examples: ['a cat → two cats'],
  Wrong: 'two cat',
  Right: 'two cats',
};

describe('explainer duration (spec 02 §3 Video resource, DESIGN.md §4 Videos)', () => {
  it('reads a slide in the interface language with its English examples and mistake', () => {
    expect(slideTextIn(slide, 'ru-RU')).toEqual({
      title: 'Один или много?',
      body: 'К большинству существительных просто добавляем -s.',
      extra: ['a cat → two cats', 'two cat', 'two cats'],
    });
  });

  it('is the paced timeline of the slides in that language, in seconds', () => {
    // 3 + 9 words, then 5 + 2 + 2 English words: 2500 + 21 * 330 = 9430 ms, kept as 9 s.
    expect(explainerDurationSeconds([slide], 'en-US')).toBe(9);
    expect(explainerDurationSeconds([slide, slide], 'en-US')).toBe(18);
    expect(explainerDurationSeconds([slide], 'zh-CN')).toBe(
      explainerTimeline([slideTextIn(slide, 'zh-CN')]).total / 1000,
    );
  });
});
