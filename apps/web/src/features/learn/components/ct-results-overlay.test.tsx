import { screen } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomTestResult } from '@gp/api';
import { buildCatalogue } from '../../../lib/course/catalogue';
import { gradesWithModules } from '../../../testing/course-fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { CtResultsOverlay } from './ct-results-overlay';

const catalogue = buildCatalogue(gradesWithModules('en-US'), null, false);
const result = (score: number, total = 20): CustomTestResult => ({
  CustomTestKey: 'ct-1',
  EndStamp: '2026-01-01T00:00:00.000Z',
  Score: score,
  TotalScore: total,
  DisplayedScore: Math.round((score / total) * 100),
  ModuleScores: [
    {
      ModuleKey: 'nouns',
      Score: score,
      TotalScore: total,
      DisplayedScore: Math.round((score / total) * 100),
      IsPassed: score / total >= 0.8,
    },
  ],
});
const overlay = (r: CustomTestResult) => (
  <CtResultsOverlay
    userId="u1"
    result={r}
    catalogue={catalogue}
    onClose={() => {}}
  />
);

describe('the CT results overlay (spec 02 §2 Overlays, §4 Custom test submit)', () => {
  it('gives feedback class 1 at 100 and offers no mistakes then', async () => {
    await renderWithProviders(overlay(result(20)));
    expect(screen.getByText('Perfect! You scored 100%.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'See my mistakes' }),
    ).not.toBeInTheDocument();
  });

  it('gives feedback class 4 under 80 and loads the mistakes on demand', async () => {
    mockApi({
      'GET /api/v2/CustomTest/LatestAnswers/ct-1': {
        body: {
          CustomTestKey: 'ct-1',
          EndStamp: '2026-01-01T00:00:00.000Z',
          Questions: [
            {
              ModuleKey: 'nouns',
              ActivityKey: 'a',
              QuestionKey: 'q1',
              Score: 0,
              TotalScore: 1,
              Review: {
                type: 'gapFill',
                questionKey: 'q1',
                score: 0,
                totalScore: 1,
                explanation: { en: 'Add -s.', zh: '', ru: '', id: '' },
                items: [
                  { isGap: false, text: 'Two ' },
                  {
                    isGap: true,
                    inputValue: 'cat',
                    correctAns: 'cats',
                    isCorrect: false,
                  },
                ],
              },
            },
          ],
        },
      },
    });
    await renderWithProviders(overlay(result(10)));
    expect(
      screen.getByText('You scored 50%. Keep practising and try again.'),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'See my mistakes' }));
    expect(await screen.findByText('Two [cats]')).toBeInTheDocument();
    expect(screen.getByText('Add -s.')).toBeInTheDocument();
  });
});
