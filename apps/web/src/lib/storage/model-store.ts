import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** The id of the student's record row (spec 02 §3 "Local storage record"). */
export const LOCAL_RECORD_ID = '001';

/** One row of the 'model' store (spec 02 §3 "Local model record"): every field a string. */
export interface ModelRow {
  id: string;
  key: string;
  dateTime: string;
  unitId: string;
  value: string;
}

/** spec 02 §9: local database 'gl', version 10, store 'model' (keyPath id; indexes key unique, dateTime, unitId). */
export const DB_NAME = 'gl';
export const DB_VERSION = 10;
export const LOCAL_STORAGE_KEY = `gl.model.${LOCAL_RECORD_ID}`;

interface GlDb extends DBSchema {
  model: {
    key: string;
    value: ModelRow;
    indexes: { key: string; dateTime: string; unitId: string };
  };
}

/** Where the record row lives: IndexedDB, else localStorage, else memory only. */
export interface ModelStore {
  readonly kind: 'indexeddb' | 'localstorage' | 'memory';
  read(): Promise<ModelRow | undefined>;
  write(row: ModelRow): Promise<void>;
  remove(): Promise<void>;
}

const OPEN_TIMEOUT_MS = 3000;

function validRow(value: unknown): ModelRow | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const {
    id,
    key,
    dateTime,
    unitId,
    value: text,
  } = value as Partial<Record<keyof ModelRow, unknown>>;
  return typeof id === 'string' &&
    typeof key === 'string' &&
    typeof dateTime === 'string' &&
    typeof unitId === 'string' &&
    typeof text === 'string'
    ? { id, key, dateTime, unitId, value: text }
    : undefined;
}

async function openIndexedDb(): Promise<ModelStore> {
  if (typeof indexedDB === 'undefined')
    throw new Error('IndexedDB is not available');
  const open = openDB<GlDb>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('model')) {
        const store = db.createObjectStore('model', { keyPath: 'id' });
        store.createIndex('key', 'key', { unique: true });
        store.createIndex('dateTime', 'dateTime');
        store.createIndex('unitId', 'unitId');
      }
    },
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error('Opening IndexedDB timed out')),
      OPEN_TIMEOUT_MS,
    ),
  );
  const db: IDBPDatabase<GlDb> = await Promise.race([open, timeout]);
  return {
    kind: 'indexeddb',
    read: async () => validRow(await db.get('model', LOCAL_RECORD_ID)),
    write: async (row) => {
      await db.put('model', row);
    },
    remove: async () => {
      await db.delete('model', LOCAL_RECORD_ID);
    },
  };
}

function openLocalStorage(): ModelStore {
  const ls = window.localStorage;
  // Throws when storage is disabled (some private modes).
  ls.setItem(`${LOCAL_STORAGE_KEY}.probe`, '1');
  ls.removeItem(`${LOCAL_STORAGE_KEY}.probe`);
  return {
    kind: 'localstorage',
    read: async () => {
      const text = ls.getItem(LOCAL_STORAGE_KEY);
      if (!text) return undefined;
      try {
        return validRow(JSON.parse(text));
      } catch {
        return undefined;
      }
    },
    write: async (row) => ls.setItem(LOCAL_STORAGE_KEY, JSON.stringify(row)),
    remove: async () => ls.removeItem(LOCAL_STORAGE_KEY),
  };
}

function memoryStore(): ModelStore {
  let row: ModelRow | undefined;
  return {
    kind: 'memory',
    read: async () => row,
    write: async (r) => {
      row = r;
    },
    remove: async () => {
      row = undefined;
    },
  };
}

export async function openModelStore(): Promise<ModelStore> {
  try {
    return await openIndexedDb();
  } catch (e) {
    console.warn(
      'IndexedDB is not usable; keeping the local record in localStorage.',
      e,
    );
  }
  try {
    return openLocalStorage();
  } catch (e) {
    console.warn(
      'No usable local storage; the local record lasts only for this page.',
      e,
    );
    return memoryStore();
  }
}
