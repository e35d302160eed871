import { screen, within } from '../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionReview } from '@gp/domain';
import { renderWithProviders } from '../../testing/render';
import { MistakesReview, type ReviewItem } from './mistakes-review';

const explanation = {
  en: 'Plural nouns take -s.',
  zh: '复数名词加 -s。',
  ru: '',
  id: '',
};
const choice = (key: string, right: boolean): QuestionReview => ({
  type: 'multipleSelect',
  questionKey: key,
  score: right ? 1 : 0,
  totalScore: 1,
  explanation,
  question: `Question ${key}`,
  options: [
    { text: 'cat', selected: !right, isAnswer: false },
    { text: 'cats', selected: right, isAnswer: true },
  ],
  selectedOptionIndexs: [right ? 1 : 0],
});
const items: ReviewItem[] = [
  { moduleKey: 'nouns', review: choice('n1', false) },
  { moduleKey: 'nouns', review: choice('n2', true) },
  { moduleKey: 'articles', review: choice('a1', false) },
];
const names: Record<string, string> = { nouns: 'Nouns', articles: 'Articles' };

describe('the mistakes review of a test (spec 02 §3 Mistake items)', () => {
  it('shows wrong answers only by default, all on demand, and one module when chosen', async () => {
    await renderWithProviders(
      <MistakesReview
        items={items}
        moduleName={(k) => names[k] ?? k}
        language="zh-CN"
      />,
      { language: 'zh-CN' },
    );
    const user = userEvent.setup();
    const list = () => screen.getByRole('list');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(list()).toHaveTextContent('Question n1');
    expect(list()).not.toHaveTextContent('Question n2');
    // The explanation is in the interface language.
    expect(list()).toHaveTextContent('复数名词加 -s。');

    await user.click(screen.getByRole('checkbox', { name: '只看答错的题' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);

    await user.selectOptions(
      screen.getByRole('combobox', { name: '模块' }),
      'articles',
    );
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(list()).toHaveTextContent('Question a1');
  });
});
