import { describe, expect, it } from 'vitest';
import {
  findMessage,
  interpolate,
  lookupMessage,
  pluralForms,
  type Messages,
} from './messages';

const en: Messages = {
  submit: {
    heading: 'Submit your answers',
    unanswered_one: '{{count}} question is not answered.',
    unanswered_other: '{{count}} questions are not answered.',
    none_zero: 'Nothing left.',
    none_other: '{{count}} left.',
  },
  plain: 'Plain',
};

const ru: Messages = {
  left_one: 'Остался {{count}} вопрос.',
  left_few: 'Осталось {{count}} вопроса.',
  left_many: 'Осталось {{count}} вопросов.',
  left_other: 'Осталось {{count}} вопроса.',
};

const forms = pluralForms();
const inEnglish = (count: number) => forms('en-US', count);
const inRussian = (count: number) => forms('ru-RU', count);

describe('interface strings in four languages (spec 01 §9)', () => {
  it('finds a string by its dotted key, and nothing at a missing or partial one', () => {
    expect(lookupMessage(en, 'submit.heading')).toBe('Submit your answers');
    expect(lookupMessage(en, 'submit.missing')).toBeUndefined();
    expect(lookupMessage(en, 'submit')).toBeUndefined();
    expect(lookupMessage(en, 'plain.deeper')).toBeUndefined();
    expect(lookupMessage(undefined, 'plain')).toBeUndefined();
  });

  it('fills {{name}} placeholders as written, and keeps one with no value', () => {
    expect(
      interpolate('Question {{current}} of {{ total }}', {
        current: 3,
        total: 10,
      }),
    ).toBe('Question 3 of 10');
    expect(interpolate('<b>{{name}}</b>', { name: '<i>' })).toBe('<b><i></b>');
    expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}');
    expect(interpolate('Hello {{name}}')).toBe('Hello {{name}}');
  });

  it("picks the count's plural form in the language, then _other, then the bare key", () => {
    const one = findMessage(en, 'submit.unanswered', { count: 1 }, inEnglish);
    expect(one).toBe('{{count}} question is not answered.');
    expect(findMessage(en, 'submit.unanswered', { count: 2 }, inEnglish)).toBe(
      '{{count}} questions are not answered.',
    );
    expect(
      [1, 3, 5, 21].map((count) =>
        findMessage(ru, 'left', { count }, inRussian),
      ),
    ).toEqual([
      'Остался {{count}} вопрос.',
      'Осталось {{count}} вопроса.',
      'Осталось {{count}} вопросов.',
      'Остался {{count}} вопрос.',
    ]);
    expect(findMessage(en, 'plain', { count: 4 }, inEnglish)).toBe('Plain');
  });

  it('uses _zero for a count of 0 where there is one, and a count only when it is a number', () => {
    expect(findMessage(en, 'submit.none', { count: 0 }, inEnglish)).toBe(
      'Nothing left.',
    );
    expect(findMessage(en, 'submit.none', { count: 2 }, inEnglish)).toBe(
      '{{count}} left.',
    );
    expect(
      findMessage(en, 'submit.unanswered', { count: '1' }, inEnglish),
    ).toBeUndefined();
  });
});
