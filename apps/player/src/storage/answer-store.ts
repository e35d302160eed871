import { openDB, type IDBPDatabase } from 'idb';
import { SavedPractice } from './saved-practice';
import { SavedTest } from './saved-test';

export const DB_NAME = 'gp-player';
export const STORE_NAME = 'answers';
const LOCAL_PREFIX = 'gp-player:';

/** Saved tests by lesson id. */
export interface AnswerStore {
  /** The saved test, or null when there is none or it does not parse. */
  load(lessonId: string): Promise<SavedTest | null>;
  save(record: SavedTest): Promise<void>;
  clear(lessonId: string): Promise<void>;
  /** A lesson's practice, kept beside the tests under its own key. */
  loadPractice(lessonId: string): Promise<SavedPractice | null>;
  savePractice(record: SavedPractice): Promise<void>;
  clearPractice(lessonId: string): Promise<void>;
}

const practiceKey = (lessonId: string) => `practice|${lessonId}`;

interface Backend {
  get(lessonId: string): Promise<unknown>;
  put(lessonId: string, value: SavedTest | SavedPractice): Promise<void>;
  delete(lessonId: string): Promise<void>;
}

function indexedDbBackend(db: IDBPDatabase): Backend {
  return {
    get: (id) => db.get(STORE_NAME, id),
    put: async (id, value) => {
      await db.put(STORE_NAME, value, id);
    },
    delete: (id) => db.delete(STORE_NAME, id),
  };
}

function localStorageBackend(storage: Storage): Backend {
  return {
    get: async (id) => {
      const text = storage.getItem(LOCAL_PREFIX + id);
      return text === null ? undefined : (JSON.parse(text) as unknown);
    },
    put: async (id, value) =>
      storage.setItem(LOCAL_PREFIX + id, JSON.stringify(value)),
    delete: async (id) => storage.removeItem(LOCAL_PREFIX + id),
  };
}

function memoryBackend(): Backend {
  const map = new Map<string, SavedTest | SavedPractice>();
  return {
    get: async (id) => map.get(id),
    put: async (id, value) => void map.set(id, value),
    delete: async (id) => void map.delete(id),
  };
}

async function openBackend(): Promise<Backend> {
  try {
    const db = await openDB(DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore(STORE_NAME);
      },
    });
    return indexedDbBackend(db);
  } catch {
    // No IndexedDB (some private modes, old WebViews): localStorage keeps the answers instead.
  }
  try {
    const storage = window.localStorage;
    storage.getItem(LOCAL_PREFIX);
    return localStorageBackend(storage);
  } catch {
    // Storage is blocked altogether: the test still works, without surviving a reload.
    return memoryBackend();
  }
}

/**
 * The answer store: IndexedDB (database 'gp-player', keyed by lesson id),
 * else localStorage. Writes run one after another in the order made, so the
 * last change is the one kept; a failing write is logged and never stops the test.
 */
export function createAnswerStore(
  open: () => Promise<Backend> = openBackend,
): AnswerStore {
  // Opened at once, in parallel with the first render and the wait for lessonData.
  const backend = open();
  let queue: Promise<unknown> = Promise.resolve();
  const ready = () => backend;
  const enqueue = <T>(
    work: (b: Backend) => Promise<T>,
    fallback: T,
  ): Promise<T> => {
    const next = queue
      .then(async () => work(await ready()))
      .catch((error: unknown) => {
        console.warn('player: answer storage failed', error);
        return fallback;
      });
    queue = next;
    return next;
  };
  return {
    load: (lessonId) =>
      enqueue(async (b) => {
        const parsed = SavedTest.safeParse(await b.get(lessonId));
        return parsed.success && parsed.data.lessonId === lessonId
          ? parsed.data
          : null;
      }, null),
    save: (record) => enqueue((b) => b.put(record.lessonId, record), undefined),
    clear: (lessonId) => enqueue((b) => b.delete(lessonId), undefined),
    loadPractice: (lessonId) =>
      enqueue(async (b) => {
        const parsed = SavedPractice.safeParse(
          await b.get(practiceKey(lessonId)),
        );
        return parsed.success && parsed.data.lessonId === lessonId
          ? parsed.data
          : null;
      }, null),
    savePractice: (record) =>
      enqueue((b) => b.put(practiceKey(record.lessonId), record), undefined),
    clearPractice: (lessonId) =>
      enqueue((b) => b.delete(practiceKey(lessonId)), undefined),
  };
}
