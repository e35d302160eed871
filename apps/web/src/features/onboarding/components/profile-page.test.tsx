import { screen, waitFor } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { progress, regions } from '../../../testing/course-fixtures';
import {
  emptyProfile,
  fullProfile,
  studentInfo,
} from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { ProfilePage } from './profile-page';

const routes = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/set-level', element: <h1>{'set level'}</h1> },
  { path: '/learn', element: <h1>{'learn'}</h1> },
];

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
});

describe('profile (spec 01 §2)', () => {
  it('saves the first profile and goes on to set_level', async () => {
    let saved = emptyProfile;
    const api = mockApi({
      'GET /api/v2/StudentProfile/': () => ({ body: saved }),
      'GET /api/v2/RegionAndGrade/': { body: regions('en-US') },
      'GET /api/v2/StudentProgress/': { body: progress() },
      'PUT /api/v2/StudentProfile/Save/': (call) => {
        saved = { ...fullProfile, ...(call.body as object) };
        return { body: saved };
      },
    });
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, { path: '/profile' });
    await user.selectOptions(await screen.findByLabelText('City'), 'beijing');
    await user.selectOptions(screen.getByLabelText('School grade'), 'grade-4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/set-level'),
    );
    expect(
      api.callsTo('PUT', '/api/v2/StudentProfile/Save/')[0]?.body,
    ).toMatchObject({ EducationGradeKey: 'grade-4' });
  });

  it('sends a student past the first test to learn', async () => {
    mockApi({
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/RegionAndGrade/': { body: regions('en-US') },
      'GET /api/v2/StudentProgress/': {
        body: progress({ isFirstTime: false }),
      },
    });
    const { router } = await renderRoutes(routes, { path: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
  });
});
