import { describe, expect, it } from 'vitest';
import { validateScripts } from './validate-scripts';

const text = (zh: string, ru: string) => ({ en: 'Rule', zh, ru, id: 'Aturan' });

describe('validateScripts', () => {
  it('accepts Chinese and Russian texts that quote English grammar words', () => {
    expect(
      validateScripts('m.yaml', {
        name: text('be 动词：am、is、are', 'Глагол be: am, is, are'),
      }),
    ).toEqual([]);
  });

  it('reports a zh text without Chinese characters and a ru text without Cyrillic, with file and path', () => {
    expect(
      validateScripts('modules/03-verb-to-be.yaml', {
        lessons: [
          { name: text('规则', 'Правило') },
          { name: text('am, is, are', 'Am, is, are') },
        ],
      }),
    ).toEqual([
      {
        file: 'modules/03-verb-to-be.yaml',
        path: 'lessons.1.name.zh',
        message: 'zh text has no Chinese characters: translate it',
      },
      {
        file: 'modules/03-verb-to-be.yaml',
        path: 'lessons.1.name.ru',
        message: 'ru text has no Cyrillic letters: translate it',
      },
    ]);
  });

  it('leaves English examples and video links alone', () => {
    expect(
      validateScripts('m.yaml', {
        sample: ['I am nine.'],
        slide: {
          title: text('规则', 'Правило'),
          examples: ['She is happy.'],
          wrong: 'She happy.',
          right: 'She is happy.',
        },
        videos: {
          en: 'https://example.org/en',
          zh: 'https://example.org/zh',
          ru: 'https://example.org/ru',
          id: 'https://example.org/id',
        },
      }),
    ).toEqual([]);
  });
});
