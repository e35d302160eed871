import { describe, expect, it } from 'vitest';
import { gradesWithModules } from '../../testing/course-fixtures';
import { buildCatalogue, gradesOf } from './catalogue';

describe('the course catalogue (spec 01 §7: English and local-text grade lists)', () => {
  it('keeps the English name, the local name and the interface language texts', () => {
    const zh = buildCatalogue(
      gradesWithModules('en-US'),
      gradesWithModules('zh-CN'),
      true,
    );
    expect(zh.modules.get('nouns')).toMatchObject({
      name: 'Nouns and plurals',
      localName: '名词和复数',
      description: '名词和复数的用法',
      gradeKey: 'grade-3',
      gradeOrdinal: 3,
    });
    expect(zh.grades[0]?.name).toBe('三年级');
    const en = buildCatalogue(
      gradesWithModules('en-US'),
      gradesWithModules('zh-CN'),
      false,
    );
    expect(en.grades[0]?.name).toBe('Grade 3');
    expect(en.modules.get('nouns')?.description).toBe(
      'How to use nouns and plurals.',
    );
    expect(
      buildCatalogue(gradesWithModules('en-US'), null, false).modules.get(
        'nouns',
      )?.localName,
    ).toBeNull();
  });

  it('skips grades and modules with an empty key (spec 02 §5) and organises modules by grade', () => {
    const english = gradesWithModules('en-US');
    english[1]?.Modules.push({ ...english[1].Modules[0]!, Key: ' ' });
    english.push({
      ...english[0]!,
      Grade: { ...english[0]!.Grade, Key: '' },
      GradeOrdinal: 9,
    });
    const catalogue = buildCatalogue(english, null, false);
    expect(catalogue.grades.map((g) => g.key)).toEqual([
      'grade-3',
      'grade-4',
      'grade-5',
    ]);
    expect(
      gradesOf(catalogue, ['past-simple', 'nouns', 'articles']).map((g) => [
        g.key,
        g.modules.map((m) => m.key),
      ]),
    ).toEqual([
      ['grade-3', ['nouns', 'articles']],
      ['grade-5', ['past-simple']],
    ]);
  });
});
