import { describe, expect, it } from 'vitest';
import { formalAddress, masculineAddress } from './russian-address';

describe('Russian address check (issue 15: gender-neutral, one register)', () => {
  it.each([
    ['Мы выбрали класс, который ты указал.', 'ты указал'],
    ['Ты прошёл все тесты по грамматике!', 'Ты прошёл'],
    ['Вот что будет в тесте. Готов?', 'Готов?'],
    ['Я готов', 'Я готов'],
    ['«finished packing» — закончил ли ты', 'закончил ли ты'],
    ['Может быть, я бы пропустил: might have missed.', 'я бы пропустил'],
    ['Ты не уверен? Тогда if.', 'Ты не уверен'],
    ['значит, что ты подстриг себя сам', 'ты подстриг'],
  ])('finds the masculine form in "%s"', (text, found) => {
    expect(masculineAddress(text)).toContain(found);
  });

  it.each([
    'Все тесты по грамматике пройдены!',
    'Мы выбрали класс из твоего профиля.',
    'Вот что будет в тесте по грамматике. Начнём?',
    'Твой класс изменился, поэтому для тебя готов новый тест.',
    'Глагол в вопросе должен подходить к подлежащему.',
    'Твой ответ верный.',
    'Я забыла пароль, поэтому hadn’t forgotten.',
  ])('lets "%s" pass', (text) => {
    expect(masculineAddress(text)).toEqual([]);
  });

  it('finds the formal register and leaves ты alone', () => {
    expect(formalAddress('Запомните эти глаголы. Не говорите так.')).toEqual([
      'Запомните',
      'говорите',
    ]);
    expect(formalAddress('Что-то для вас привычно.')).toEqual(['вас']);
    expect(formalAddress('Запомни эти глаголы, это есть на сайте.')).toEqual(
      [],
    );
  });
});
