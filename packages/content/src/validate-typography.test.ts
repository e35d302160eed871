import { describe, expect, it } from 'vitest';
import { typographyProblems } from './validate-typography';
import { validateScripts } from './validate-scripts';

const rules = (
  language: Parameters<typeof typographyProblems>[0],
  text: string,
) =>
  typographyProblems(language, text).map((m) =>
    m.replace(/^\w+ typography: /, '').replace(/: ".*"$/s, ''),
  );

describe('typographyProblems (issue 15: typography)', () => {
  it('accepts texts punctuated as each language expects', () => {
    expect(rules('ru', 'Buy — неправильный глагол: «bought».')).toEqual([]);
    expect(rules('en', 'The baby ___ . Look! She is "happy".')).toEqual([]);
    expect(rules('id', 'Pakai has: she has gone.')).toEqual([]);
    expect(
      rules(
        'zh',
        '说 “Will you help?”，不说 “Do you will help?”。yesterday、last...、...ago。',
      ),
    ).toEqual([]);
  });

  it('reports a Russian hyphen or en dash used as a dash, and straight or English quotes', () => {
    expect(rules('ru', '"My brother" - это he.')).toEqual([
      'Russian uses a dash with spaces (" — "), not a hyphen',
      'Russian quotes are «…»',
    ]);
    expect(rules('ru', 'Утро – это “morning”.')).toHaveLength(2);
    expect(rules('ru', 'Кто-то сказал: что-то.')).toEqual([]);
  });

  it('reports a space before . , ! ? : ; in English, Russian and Indonesian', () => {
    expect(rules('en', 'She is happy .')).toEqual([
      'no space before . , ! ? : ;',
    ]);
    expect(rules('ru', 'Правда ?')).toEqual(['no space before . , ! ? : ;']);
    expect(rules('id', 'Ya , benar.')).toEqual(['no space before . , ! ? : ;']);
  });

  it('reports doubled, spaced and half-width punctuation in Chinese', () => {
    expect(rules('zh', '这是规则。。')).toEqual([
      'doubled punctuation (。。, ，，, ：:)',
    ]);
    expect(rules('zh', '注意：: am')).toEqual([
      'doubled punctuation (。。, ，，, ：:)',
    ]);
    expect(rules('zh', '所以问 Who opened the window?，不用 did。')).toEqual([
      'doubled punctuation (。。, ，，, ：:)',
    ]);
    expect(rules('zh', '这是规则 。')).toEqual([
      'no space before Chinese punctuation',
    ]);
    expect(rules('zh', '这是规则, 那是例子.')).toEqual([
      'after Chinese characters use full-width punctuation (，。！？：；（）)',
    ]);
  });
});

describe('validateScripts runs the typography rules on every text', () => {
  it('reports four-language texts and English questions with their paths', () => {
    const problems = validateScripts('m.yaml', {
      name: { en: 'Rule', zh: '规则。。', ru: 'Правило - это', id: 'Aturan' },
      lessons: [{ examples: ['She is happy .'], key: 'l1 .', tags: ['a ,'] }],
    }).map((p) => p.path);
    expect(problems).toEqual(['name.zh', 'name.ru', 'lessons.0.examples.0']);
  });
});
