import { useSyncExternalStore } from 'react';
import type { LocalRecord } from './local-record-schema';
import {
  LOCAL_RECORD_ID,
  openModelStore,
  type ModelStore,
} from './model-store';

let record: LocalRecord = {};
let store: ModelStore | undefined;
let writes: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function persist(): Promise<void> {
  const snapshot = record;
  writes = writes
    .then(async () => {
      if (!store) return;
      await store.write({
        id: LOCAL_RECORD_ID,
        key: 'student',
        dateTime: new Date().toISOString(),
        unitId: snapshot.studentInfo?.UserInfo.UserId ?? '',
        value: JSON.stringify(snapshot),
      });
    })
    .catch((e: unknown) => console.error('Error when saving the data!', e));
  return writes;
}

/**
 * Opens the store and reads the record; call once before the app renders.
 * `beforeCheck` sees what is stored before the schema checks it (main.tsx
 * starts downloads it hints at meanwhile); only the checked record is kept.
 */
export async function loadLocalRecord(
  beforeCheck?: (stored: unknown) => void,
): Promise<void> {
  store = await openModelStore();
  const row = await store.read().catch(() => undefined);
  let value: unknown;
  try {
    value = row ? JSON.parse(row.value) : undefined;
  } catch {
    value = undefined;
  }
  // Nothing stored (a first visit): nothing to check, and the schemas (zod)
  // stay off the first page (issue 16).
  if (value === undefined) record = {};
  else {
    beforeCheck?.(value);
    const { parseLocalRecord } = await import('./local-record-schema');
    record = parseLocalRecord(value);
  }
  emit();
}

export function getLocalRecord(): LocalRecord {
  return record;
}

/** Updates fields (undefined removes one) at once in memory; the write to storage follows. */
export function updateLocalRecord(patch: Partial<LocalRecord>): Promise<void> {
  const next: Record<string, unknown> = { ...record };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) delete next[k];
    else next[k] = v;
  }
  record = next as LocalRecord;
  emit();
  return persist();
}

/**
 * Removes the stored record. `keepInMemory` leaves the page's copy alone, for
 * a log-out that is about to leave the page anyway (no flash of the login
 * page before the navigation).
 */
export function clearLocalRecord({ keepInMemory = false } = {}): Promise<void> {
  if (!keepInMemory) {
    record = {};
    emit();
  }
  writes = writes
    .then(() => store?.remove())
    .catch((e: unknown) => console.error('Error when updating the data!', e));
  return writes;
}

/** Resolves when every write so far has reached storage. */
export function flushLocalRecord(): Promise<void> {
  return writes;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocalRecord(): LocalRecord {
  return useSyncExternalStore(subscribe, getLocalRecord, getLocalRecord);
}

/** For tests: forget the open store and the record. */
export function resetLocalRecordForTests(): void {
  record = {};
  store = undefined;
  writes = Promise.resolve();
  emit();
}
