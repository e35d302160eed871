import { screen, waitFor, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setLevelModel } from '@gp/domain';
import { fullProfile, studentInfo } from '../../../testing/fixtures';
import { gradesWithModules, progress } from '../../../testing/course-fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderRoutes, renderWithProviders } from '../../../testing/render';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { SetLevelCards, type SetLevelChoice } from './set-level-cards';
import { SetLevelPage } from './set-level-page';

const grade = (n: number) => ({ key: `grade-${n}`, ordinal: n });
const name = (key: string) => `Grade ${key.replace('grade-', '')}`;

function Harness({
  grades,
  school,
  saved = null,
}: {
  grades: number[];
  school: number;
  saved?: string | null;
}) {
  const model = setLevelModel(grades.map(grade), `grade-${school}`, saved);
  const [choice, setChoice] = useState<SetLevelChoice | null>(null);
  if (!model) return null;
  return (
    <SetLevelCards
      model={model}
      choice={
        choice ?? {
          card: model.preselected,
          reviewKey: model.review.selectGrade?.key ?? null,
        }
      }
      gradeName={name}
      onChange={setChoice}
    />
  );
}

const cards = () =>
  within(screen.getByRole('group', { name: 'Where would you like to start?' }))
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.querySelector('span span')?.textContent);

describe('set_level cards (spec 01 §2 set_level, §4 Set-level)', () => {
  it('state 1: Regular (chosen by default), Review with a dropdown of earlier grades, and Study Ahead', async () => {
    await renderWithProviders(<Harness grades={[3, 4, 5, 6]} school={5} />);
    expect(cards()).toEqual(['Regular', 'Review', 'Study Ahead']);
    expect(screen.getByRole('radio', { name: /Regular/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Regular/ })).toHaveAccessibleName(
      /Grade 5/,
    );
    expect(
      screen.getByRole('radio', { name: /Study Ahead/ }),
    ).toHaveAccessibleName(/Grade 6/);
    const review = screen.getByLabelText('Grade to review');
    expect(
      within(review)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Grade 4', 'Grade 3']);
  });

  it('state 2: the lowest grade offers Study Ahead only', async () => {
    await renderWithProviders(<Harness grades={[3, 4, 5]} school={3} />);
    expect(cards()).toEqual(['Regular', 'Study Ahead']);
  });

  it('state 3: the highest grade offers Review only, without a dropdown for a single earlier grade', async () => {
    await renderWithProviders(<Harness grades={[4, 5]} school={5} />);
    expect(cards()).toEqual(['Regular', 'Review']);
    expect(screen.queryByLabelText('Grade to review')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Review/ })).toHaveAccessibleName(
      /Grade 4/,
    );
  });

  it('state 4: a single grade offers Regular only and says so', async () => {
    await renderWithProviders(<Harness grades={[5]} school={5} />);
    expect(cards()).toEqual(['Regular']);
    expect(
      screen.getByText("You'll start with the modules of your own grade."),
    ).toBeInTheDocument();
  });

  it('preselects the saved starting point, and choosing a review grade chooses Review', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <Harness grades={[3, 4, 5, 6]} school={6} saved="grade-3" />,
    );
    expect(screen.getByRole('radio', { name: /Review/ })).toBeChecked();
    expect(screen.getByLabelText('Grade to review')).toHaveValue('grade-3');
    await user.click(screen.getByRole('radio', { name: /Regular/ }));
    await user.selectOptions(
      screen.getByLabelText('Grade to review'),
      'grade-4',
    );
    expect(screen.getByRole('radio', { name: /Review/ })).toBeChecked();
  });
});

describe('the set_level page', () => {
  it('saves the starting point and the interface language with the profile, then goes to learn', async () => {
    await loadLocalRecord();
    await updateLocalRecord({
      studentInfo: studentInfo(),
      studentProfile: fullProfile,
    });
    const api = mockApi({
      'GET /api/v2/StudentProfile/': {
        body: { ...fullProfile, StartPointGradeKey: '' },
      },
      'GET /api/v2/StudentProgress/': { body: progress() },
      'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
      'PUT /api/v2/StudentProfile/Save/': (call) => ({
        body: { ...fullProfile, ...(call.body as object) },
      }),
    });
    const { router } = await renderRoutes(
      [
        { path: '/set-level', element: <SetLevelPage /> },
        { path: '/learn', element: <h1>{'learn'}</h1> },
      ],
      { path: '/set-level' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Review/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    expect(api.callsTo('PUT', '/api/v2/StudentProfile/Save/')[0]?.body).toEqual(
      {
        Birthday: '2014-05-01T00:00:00',
        EducationRegionKey: 'city-1',
        EducationGradeKey: 'grade-5',
        CultureCode: 'en-US',
        StartPointGradeKey: 'grade-4',
        PreferLanguageCode: 'en-US',
      },
    );
  });

  it('sends a student without profile information to profile, and a returning student to learn', async () => {
    await loadLocalRecord();
    await updateLocalRecord({ studentInfo: studentInfo() });
    mockApi({
      'GET /api/v2/StudentProfile/': { body: { ...fullProfile, Birthday: '' } },
    });
    const routes = [
      { path: '/set-level', element: <SetLevelPage /> },
      { path: '/profile', element: <h1>{'profile'}</h1> },
      { path: '/learn', element: <h1>{'learn'}</h1> },
    ];
    const first = await renderRoutes(routes, { path: '/set-level' });
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe('/profile'),
    );
    first.unmount();
    mockApi({
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProgress/': {
        body: progress({ isFirstTime: false }),
      },
      'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    });
    const second = await renderRoutes(routes, { path: '/set-level' });
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe('/learn'),
    );
  });
});
