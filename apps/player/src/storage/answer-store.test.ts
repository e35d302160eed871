import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { createAnswerStore, DB_NAME, STORE_NAME } from './answer-store';
import type { SavedTest } from './saved-test';

function record(overrides: Partial<SavedTest> = {}): SavedTest {
  return {
    version: 1,
    lessonId: 'L1',
    questionIds: ['M|A|q1'],
    currentIndex: 0,
    responses: { 'M|A|q1': { selected: [1] } },
    timings: {},
    savedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('answer store', () => {
  it('saves to IndexedDB gp-player keyed by lesson id and reads it back', async () => {
    const store = createAnswerStore();
    await store.save(record());
    await store.save(record({ lessonId: 'L2', currentIndex: 3 }));
    expect(await store.load('L1')).toEqual(record());
    const db = await openDB(DB_NAME);
    expect(await db.getAllKeys(STORE_NAME)).toEqual(['L1', 'L2']);
    db.close();
  });

  it('keeps the last of quick successive saves', async () => {
    const store = createAnswerStore();
    void store.save(record({ currentIndex: 1 }));
    void store.save(record({ currentIndex: 2 }));
    await store.save(record({ currentIndex: 3 }));
    expect((await store.load('L1'))?.currentIndex).toBe(3);
  });

  it('forgets a lesson on clear', async () => {
    const store = createAnswerStore();
    await store.save(record());
    await store.clear('L1');
    expect(await store.load('L1')).toBeNull();
  });

  it('ignores a stored record that does not parse or names another lesson', async () => {
    const db = await openDB(DB_NAME, 1, {
      upgrade: (d) => void d.createObjectStore(STORE_NAME),
    });
    await db.put(
      STORE_NAME,
      { version: 1, lessonId: 'L1', responses: 'lots' },
      'L1',
    );
    await db.put(STORE_NAME, record({ lessonId: 'L9' }), 'L3');
    db.close();
    const store = createAnswerStore();
    expect(await store.load('L1')).toBeNull();
    expect(await store.load('L3')).toBeNull();
  });

  it('falls back to localStorage when IndexedDB is unavailable', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const store = createAnswerStore();
    await store.save(record());
    expect(
      JSON.parse(window.localStorage.getItem('gp-player:L1') ?? 'null'),
    ).toEqual(record());
    expect(await store.load('L1')).toEqual(record());
    await store.clear('L1');
    expect(window.localStorage.getItem('gp-player:L1')).toBeNull();
  });

  it('ignores unparsable text in localStorage', async () => {
    vi.stubGlobal('indexedDB', undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('gp-player:L1', '{not json');
    expect(await createAnswerStore().load('L1')).toBeNull();
  });
});
