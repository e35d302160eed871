import { screen } from '../../../testing/testing-library';
import { describe, expect, it } from 'vitest';
import type { QuestionReview } from '@gp/domain';
import { renderWithProviders } from '../../../testing/render';
import { ReviewedQuestion } from './reviewed-question';

const explanation = {
  en: 'Use the past simple for a finished time.',
  zh: '表示过去完成的时间用一般过去时。',
  ru: '',
  id: '',
};

const answerOf = (label: string) =>
  screen.getByText(label).nextElementSibling?.textContent;

describe('a reviewed question (spec 02 §3 Mistake items)', () => {
  it('shows a gap fill with the student answer, "not answered" for an empty gap, the key and the explanation in the interface language', async () => {
    const review: QuestionReview = {
      type: 'gapFill',
      questionKey: 'q1',
      score: 0,
      totalScore: 2,
      explanation,
      items: [
        { isGap: false, text: 'I ' },
        { isGap: true, inputValue: 'go', correctAns: 'went', isCorrect: false },
        { isGap: false, text: ' and ' },
        {
          isGap: true,
          inputValue: 'not answered',
          correctAns: 'saw',
          isCorrect: false,
        },
      ],
    };
    await renderWithProviders(
      <ReviewedQuestion review={review} number={2} language="zh-CN" />,
      { language: 'zh-CN' },
    );
    expect(screen.getByText('I ___ and ___')).toBeInTheDocument();
    expect(answerOf('你的答案')).toBe('I [go] and [未作答]');
    expect(answerOf('正确答案')).toBe('I [went] and [saw]');
    expect(screen.getByText(explanation.zh)).toBeInTheDocument();
  });

  it('shows a match as pairs, and the English explanation when the language has none', async () => {
    const review: QuestionReview = {
      type: 'match',
      questionKey: 'q2',
      score: 1,
      totalScore: 2,
      explanation,
      presets: [
        {
          presetText: 'cat',
          linkedResponseIdx: 1,
          linkedResponseText: 'cats',
          correctAnswerIdx: 1,
        },
        {
          presetText: 'box',
          linkedResponseIdx: null,
          linkedResponseText: '',
          correctAnswerIdx: 0,
        },
      ],
      answers: ['boxes', 'cats'],
    };
    await renderWithProviders(
      <ReviewedQuestion review={review} number={1} language="ru-RU" />,
      { language: 'ru-RU' },
    );
    expect(answerOf('Твой ответ')).toBe('cat → cats; box → нет ответа');
    expect(answerOf('Правильный ответ')).toBe('cat → cats; box → boxes');
    expect(screen.getByText(explanation.en)).toBeInTheDocument();
  });
});
