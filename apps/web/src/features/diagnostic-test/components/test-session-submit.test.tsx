import { screen, waitFor } from '../../../testing/testing-library';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ModuleActivityAnswer } from '@gp/api';
import {
  getLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { diagnosticTest } from '../../../testing/course-fixtures';
import { apiError, mockApi } from '../../../testing/mock-api';
import {
  fromPlayer,
  renderSession,
  signedInRecord,
} from './test-session-harness';

const ANSWERS: ModuleActivityAnswer[] = [
  {
    ModuleKey: 'nouns',
    ActivityKey: 'nouns-multipleSelect',
    TemplateType: 'multipleSelectDt',
    QuestionAnswer: [{ QuestionKey: 'q1', Response: { selected: [1] } }],
  },
];

beforeEach(signedInRecord);

describe('submitting (spec 01 §4, DESIGN.md §4 Nothing typed is lost)', () => {
  const summary = {
    Ordinal: 1,
    DiagnosticTestKey: 'dt-key-1',
    EndStamp: '2025-05-01T10:20:00.000Z',
    Score: 1,
    TotalScore: 1,
    DisplayedScore: 100,
    PassedCount: 1,
    RecommendedCount: 0,
    ModuleScores: [],
  };

  it('submits once with the idempotency key kept in the local record, then goes to learn with the results overlay', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      'PUT /api/v2/StudentDiagnosticTest/Save/': () =>
        new Promise((ok) => {
          release = () => ok({ body: summary });
        }),
      'POST /api/v2/Tracking/': { body: { Success: true } },
    });
    const { frame, sent, router } = await renderSession();
    fromPlayer(frame, { type: 'submit', answers: ANSWERS });
    fromPlayer(frame, { type: 'submit', answers: ANSWERS });
    await waitFor(() =>
      expect(
        api.callsTo('PUT', '/api/v2/StudentDiagnosticTest/Save/'),
      ).toHaveLength(1),
    );
    const body = api.callsTo('PUT', '/api/v2/StudentDiagnosticTest/Save/')[0]
      ?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      DiagnosticTestKey: 'dt-key-1',
      StudentId: 'u1',
      StudentModuleActivityAnswer: ANSWERS,
    });
    expect(getLocalRecord().studentDiagnosticTest).toMatchObject({
      IdempotencyKey: body.IdempotencyKey,
    });
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    expect(router.state.location.state).toEqual({ overlay: 'dtResults' });
    expect(sent()).toContainEqual(
      expect.objectContaining({ type: 'submitResult', ok: true }),
    );
    expect(
      api.callsTo('PUT', '/api/v2/StudentDiagnosticTest/Save/'),
    ).toHaveLength(1);
    expect(getLocalRecord().studentDiagnosticTest).toBeUndefined();
  });

  it('a submit for a test replaced meanwhile (409) keeps the student signed in and offers Start again', async () => {
    mockApi({
      'PUT /api/v2/StudentDiagnosticTest/Save/': apiError(409, 'Conflict'),
      'POST /api/v2/Tracking/': { body: { Success: true } },
    });
    const { frame, router, user } = await renderSession();
    fromPlayer(frame, { type: 'submit', answers: ANSWERS });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This test has been replaced.');
    expect(getLocalRecord().studentInfo).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dt-intro'),
    );
  });

  it('after a failed submit shows Retry, tells the player, and sends the same answers with the same key again', async () => {
    let fail = true;
    const api = mockApi({
      'PUT /api/v2/StudentDiagnosticTest/Save/': () =>
        fail ? apiError(500, 'InternalError') : { body: summary },
      'POST /api/v2/Tracking/': { body: { Success: true } },
    });
    const { frame, sent, router, user } = await renderSession();
    fromPlayer(frame, { type: 'submit', answers: ANSWERS });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your answers could not be sent.');
    expect(sent()).toContainEqual(
      expect.objectContaining({ type: 'submitResult', ok: false }),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    const [first, second] = api
      .callsTo('PUT', '/api/v2/StudentDiagnosticTest/Save/')
      .map((c) => c.body as Record<string, unknown>);
    expect(second).toEqual(first);
  });

  it('resumes a test still in the local record: no new data for the player, and its stored key', async () => {
    await updateLocalRecord({
      studentDiagnosticTest: {
        ...diagnosticTest,
        IdempotencyKey: 'stored-key-123',
      },
    });
    const api = mockApi({
      'PUT /api/v2/StudentDiagnosticTest/Save/': { body: summary },
      'POST /api/v2/Tracking/': { body: { Success: true } },
    });
    const { frame, router } = await renderSession(true);
    expect(new URL(frame.src).searchParams.get('getNewData')).toBe('0');
    fromPlayer(frame, { type: 'submit', answers: ANSWERS });
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    expect(
      api.callsTo('PUT', '/api/v2/StudentDiagnosticTest/Save/')[0]?.body,
    ).toMatchObject({
      IdempotencyKey: 'stored-key-123',
    });
  });
});
