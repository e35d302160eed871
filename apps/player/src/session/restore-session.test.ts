import { describe, expect, it } from 'vitest';
import type { SavedTest } from '../storage/saved-test';
import { restoreSession } from './restore-session';
import { sampleEntries } from './session.testdata';

function saved(overrides: Partial<SavedTest> = {}): SavedTest {
  const entries = sampleEntries();
  return {
    version: 1,
    lessonId: 'L1',
    questionIds: entries.map((e) => e.id),
    currentIndex: 2,
    responses: {
      'M01|A-ms|ms-1': { selected: [1] },
      'M01|A-gf|gf-1': { answers: ['drinks', null] },
      'M02|A-mt|mt-1': { links: [0, 0, null] },
    },
    timings: {
      'M01|A-ms|ms-1': {
        durationMs: 5000,
        startedAt: '2025-01-01T10:00:00.000Z',
      },
    },
    savedAt: '2025-01-01T10:01:00.000Z',
    ...overrides,
  };
}

describe('restoring a saved test', () => {
  it('brings back every fitting answer, the question shown and the timings', () => {
    const start = restoreSession(sampleEntries(), saved());
    expect(start.resumed).toBe(true);
    expect(start.index).toBe(2);
    expect(start.responses['M01|A-ms|ms-1']).toEqual({ selected: [1] });
    expect(start.responses['M01|A-gf|gf-1']).toEqual({
      answers: ['drinks', null],
    });
    expect(start.timings['M01|A-ms|ms-1']?.durationMs).toBe(5000);
  });

  it('drops a single response that no longer fits its question', () => {
    const start = restoreSession(sampleEntries(), saved());
    expect(start.responses['M02|A-mt|mt-1']).toEqual({
      links: [null, null, null],
    });
    expect(start.responses['M01|A-ms|ms-2']).toEqual({ selected: [] });
  });

  it('ignores a record saved for other questions', () => {
    const start = restoreSession(
      sampleEntries(),
      saved({ questionIds: ['M09|A|x'] }),
    );
    expect(start.resumed).toBe(false);
    expect(start.index).toBe(0);
    expect(start.responses['M01|A-ms|ms-1']).toEqual({ selected: [] });
  });

  it('keeps the index within the test, the submit step at most', () => {
    expect(
      restoreSession(sampleEntries(), saved({ currentIndex: 99 })).index,
    ).toBe(5);
  });
});
